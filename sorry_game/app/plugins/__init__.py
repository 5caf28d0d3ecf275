"""The UI plugins, one package per game (see app/table/plugin.py): each may import its
own rules package; the table never does."""
