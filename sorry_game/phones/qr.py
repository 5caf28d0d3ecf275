"""A link as a QR code: the matrix of dark modules the table draws (segno, pure Python).

>>> rows = matrix("http://192.168.1.20:8765/#abc")
>>> len(rows) == len(rows[0]), rows[0][0], rows[4][4]   # square; the quiet zone is light
(True, False, True)
"""

from __future__ import annotations

import segno

#: light modules around the code, as the standard asks
QUIET = 4


def matrix(link: str) -> list[list[bool]]:
    """Rows of modules, True for dark, with the quiet zone; error correction M (a phone
    camera reads it through glare)."""
    code = segno.make_qr(link, error="m", boost_error=False)
    return [[bool(m) for m in row] for row in code.matrix_iter(scale=1, border=QUIET)]
