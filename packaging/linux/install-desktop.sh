#!/usr/bin/env bash
# Add sorry-game to the application menu of the current user (Linux desktops).
#
#   packaging/linux/install-desktop.sh [EXECUTABLE]     # install (or update)
#   packaging/linux/install-desktop.sh --uninstall      # remove again
#
# EXECUTABLE defaults to the PyInstaller build dist/sorry-game/sorry-game when it exists,
# else the `sorry-game` command on PATH (pip install). Installs, without root:
#   $XDG_DATA_HOME/applications/sorry-game.desktop        (Exec = that executable)
#   $XDG_DATA_HOME/icons/hicolor/<N>x<N>/apps/sorry-game.png
# ($XDG_DATA_HOME is ~/.local/share unless set.) Run it again after moving the build.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
share="${XDG_DATA_HOME:-$HOME/.local/share}"
apps="$share/applications"
icons="$share/icons/hicolor"
sizes="16 24 32 48 64 128 256 512"

refresh() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$apps/sorry-game.desktop"
  for n in $sizes; do rm -f "$icons/${n}x${n}/apps/sorry-game.png"; done
  refresh
  echo "removed sorry-game from the application menu"
  exit 0
fi
if [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then
  sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi

exe="${1:-}"
if [ -z "$exe" ]; then
  if [ -x "$root/dist/sorry-game/sorry-game" ]; then
    exe="$root/dist/sorry-game/sorry-game"
  elif command -v sorry-game >/dev/null 2>&1; then
    exe="$(command -v sorry-game)"
  else
    echo "no game found: build it (pyinstaller build.spec) or pip install it, or pass its path" >&2
    exit 1
  fi
fi
[ -x "$exe" ] || { echo "$exe is not an executable file" >&2; exit 1; }
exe="$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")"

# Desktop-entry quoting (Exec key): escape \ " ` $ inside double quotes, then the string
# escape doubles every backslash again; a literal % is written %%.
q="${exe//\\/\\\\}"; q="${q//\"/\\\"}"; q="${q//\`/\\\`}"; q="${q//\$/\\\$}"
q="${q//\\/\\\\}"; q="${q//%/%%}"
exec_line="\"$q\""
try_line="${exe//\\/\\\\}"  # TryExec is a plain string, not a command line

mkdir -p "$apps"
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in
    Exec=*) printf 'Exec=%s\n' "$exec_line" ;;
    TryExec=*) printf 'TryExec=%s\n' "$try_line" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$here/sorry-game.desktop" > "$apps/sorry-game.desktop.tmp"
mv "$apps/sorry-game.desktop.tmp" "$apps/sorry-game.desktop"
chmod 644 "$apps/sorry-game.desktop"

for n in $sizes; do
  src="$root/assets/icons/sorry-game-$n.png"
  [ -f "$src" ] || continue
  mkdir -p "$icons/${n}x${n}/apps"
  cp "$src" "$icons/${n}x${n}/apps/sorry-game.png"
done

if command -v desktop-file-validate >/dev/null 2>&1; then
  desktop-file-validate "$apps/sorry-game.desktop"
fi
refresh
echo "installed $apps/sorry-game.desktop (runs $exe) and icons in $icons"
