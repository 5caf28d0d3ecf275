"""High Card's table plugin (in a release: sorry_game/app/plugins/toy/)."""

from sorry_game.app.plugins.toy.plugin import ToyPlugin

PLUGIN = ToyPlugin
