"""Packaging: data files are found in every layout, the icon and desktop entry are valid,
build.spec ships the data, and the self-test passes. (The real PyInstaller build is
checked by .ci/build_check.sh.)"""

from __future__ import annotations

import ast
import configparser
import os
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from sorry_game import resources

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
PNG_SIG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def fresh_resources(monkeypatch):
    """data_root() is cached; start each layout test with an empty cache."""
    monkeypatch.delenv("SORRY_GAME_DATA", raising=False)
    resources.data_root.cache_clear()
    yield resources
    resources.data_root.cache_clear()


def make_layout(root: Path) -> Path:
    (root / "themes").mkdir(parents=True)
    (root / "assets" / "icons").mkdir(parents=True)
    (root / "themes" / "t.yaml").write_text("name: T\n", encoding="utf-8")
    return root


# --- the resource helper -------------------------------------------------------------
FROM_SOURCE = Path(resources.__file__).resolve().parent.parent == ROOT


@pytest.mark.skipif(not FROM_SOURCE, reason="sorry_game is imported from an installed copy")
def test_resources_found_from_source(fresh_resources):
    assert fresh_resources.data_root() == ROOT
    themes = fresh_resources.resource_files("themes", "*.yaml")
    assert themes and all(p.suffix == ".yaml" for p in themes)
    assert fresh_resources.resource_path("assets", "icons", "sorry-game.png").is_file()


def test_resources_never_relative_to_cwd(fresh_resources, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert fresh_resources.resource_path("themes").is_absolute()
    assert list(fresh_resources.resource_path("themes").glob("*.yaml"))


def test_frozen_layout_wins(fresh_resources, tmp_path, monkeypatch):
    bundle = make_layout(tmp_path / "_internal")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert fresh_resources.data_root() == bundle


def test_override_and_wheel_layout(fresh_resources, tmp_path, monkeypatch):
    data = make_layout(tmp_path / "data")
    monkeypatch.setenv("SORRY_GAME_DATA", str(data))
    assert fresh_resources.data_root() == data
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "venv"))
    assert tmp_path / "venv" / "share" / "sorry-game" in fresh_resources.candidates()


def test_missing_data_is_reported(fresh_resources, monkeypatch, tmp_path):
    monkeypatch.setattr(fresh_resources, "candidates", lambda: [tmp_path / "nowhere"])
    with pytest.raises(FileNotFoundError, match="themes"):
        fresh_resources.data_root()


def test_wheel_installs_the_data_files():
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        tomllib = pytest.importorskip("tomli")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data_files = config["tool"]["setuptools"]["data-files"]
    assert "themes/*.yaml" in data_files["share/sorry-game/themes"]
    assert "assets/icons/*.*" in data_files["share/sorry-game/assets/icons"]
    for dest, patterns in data_files.items():
        assert dest.startswith("share/sorry-game/")
        for pattern in patterns:  # every data folder with files is covered
            assert pattern.startswith(dest.removeprefix("share/sorry-game/") + "/")
    covered = {dest.removeprefix("share/sorry-game/") for dest in data_files}
    for folder in ("themes", "assets"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and not path.name.startswith("."):
                assert path.parent.relative_to(ROOT).as_posix() in covered, path


# --- icon ----------------------------------------------------------------------------
def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIG
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_icon_pngs(size):
    data = (ICONS / f"sorry-game-{size}.png").read_bytes()
    assert png_size(data) == (size, size)
    assert data.endswith(b"IEND\xaeB`\x82")


def test_icon_ico():
    data = (ICONS / "sorry-game.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        image = data[offset : offset + length]
        assert len(image) == length and planes == 1 and bits == 32
        assert png_size(image) == (w or 256, h or 256)
        sizes.add(w or 256)
    assert {16, 32, 48, 256} <= sizes


def test_icon_icns():
    data = (ICONS / "sorry-game.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    pos, kinds = 8, set()
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        assert data[pos + 8 : pos + 16] == PNG_SIG
        kinds.add(kind)
        pos += length
    assert pos == len(data)
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= kinds


def test_icon_tool_reproduces_the_committed_icons(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_icon
    finally:
        sys.path.remove(str(ROOT / "tools"))
    for path in make_icon.build(tmp_path):
        committed = (ICONS / path.name).read_bytes()
        if path.suffix != ".png":
            assert path.read_bytes()[:4] == committed[:4], path.name
            continue
        # Same picture; pygame's SIMD scalers may differ by a step between machines.
        new, old = png_pixels(path.read_bytes()), png_pixels(committed)
        assert len(new) == len(old), path.name
        assert max(abs(a - b) for a, b in zip(new, old, strict=True)) <= 4, path.name


def png_pixels(data: bytes) -> bytes:
    """Raw RGBA of a PNG written by tools/make_icon.py (one IDAT, filter 0 on every row)."""
    w, _ = png_size(data)
    start = data.index(b"IDAT") + 4
    length = struct.unpack(">I", data[start - 8 : start - 4])[0]
    raw = zlib.decompress(data[start : start + length])
    stride = 1 + 4 * w
    return b"".join(raw[i + 1 : i + stride] for i in range(0, len(raw), stride))


# --- Linux desktop entry -------------------------------------------------------------
def read_desktop(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(path.read_text(encoding="utf-8"))
    assert parser.sections()[0] == "Desktop Entry"
    return dict(parser["Desktop Entry"])


def test_desktop_file_has_required_keys():
    entry = read_desktop(ROOT / "packaging" / "linux" / "sorry-game.desktop")
    for key in ("Type", "Name", "Exec", "Icon", "Terminal", "Categories", "Comment"):
        assert entry.get(key), key
    assert entry["Type"] == "Application"
    assert entry["Icon"] == "sorry-game"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["Categories"].endswith(";")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktop entry")
def test_install_desktop_script(tmp_path):
    script = ROOT / "packaging" / "linux" / "install-desktop.sh"
    assert os.access(script, os.X_OK)
    exe = tmp_path / "my game$" / "sorry-game"
    exe.parent.mkdir()
    exe.write_text("#!/bin/sh\n", encoding="utf-8")
    exe.chmod(0o755)
    env = dict(os.environ, HOME=str(tmp_path / "home"), XDG_DATA_HOME="")
    env.pop("XDG_DATA_HOME")
    subprocess.run(["bash", str(script), str(exe)], check=True, env=env, capture_output=True)
    share = tmp_path / "home" / ".local" / "share"
    entry = read_desktop(share / "applications" / "sorry-game.desktop")
    assert entry["Exec"] == f'"{exe.parent}/sorry-game"'.replace("$", "\\\\$")
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / "sorry-game.png").is_file()
    subprocess.run(["bash", str(script), "--uninstall"], check=True, env=env, capture_output=True)
    assert not (share / "applications" / "sorry-game.desktop").exists()


# --- build.spec ----------------------------------------------------------------------
def test_build_spec_ships_assets_and_themes():
    text = (ROOT / "build.spec").read_text(encoding="utf-8")
    tree = ast.parse(text)  # valid Python
    data_dirs = next(
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "DATA_DIRS" for t in node.targets)
    )
    assert {ast.literal_eval(data_dirs)} == {("assets", "themes")}
    assert "datas=datas" in text
    assert "SORRY_ONEFILE" in text
    assert '"tkinter"' in text and '"numpy"' in text
    assert "hiddenimports=hiddenimports" in text and 'rglob("*.py")' in text
    for name in ("sorry-game.ico", "sorry-game.icns"):
        assert (ICONS / name).is_file()


def test_main_supports_frozen_worker_processes():
    text = (ROOT / "main.py").read_text(encoding="utf-8")
    assert "multiprocessing.freeze_support()" in text


def test_build_check_script_is_valid_bash():
    if shutil.which("bash") is None:
        pytest.skip("no bash")
    subprocess.run(["bash", "-n", str(ROOT / ".ci" / "build_check.sh")], check=True)


# --- self-test -----------------------------------------------------------------------
def test_selftest_passes(capsys):
    from sorry_game.selftest import run_selftest

    assert run_selftest() == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith("selftest ok: ")
    assert "worker ok" in out[-1]


def test_selftest_reports_missing_data(capsys, monkeypatch):
    from sorry_game.selftest import run_selftest

    monkeypatch.setattr(resources, "resource_files", lambda folder, pattern="*": [])
    assert run_selftest() == 1
    err = capsys.readouterr().err
    assert "selftest FAILED: data files" in err
