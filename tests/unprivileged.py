"""Run code in a child process that file permissions apply to (root ignores them).

Tests that need a read-only file or folder set the permissions, then run the code under test
with ``run_unprivileged``: a forked child that, when the tests run as root, drops to the user
``nobody`` first. The child is forked, not started anew, because the interpreter may live
where ``nobody`` may not go (``/root/.pyenv``); import what the code needs beforehand.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

import pytest

NOBODY = 65534

needs_permissions = pytest.mark.skipif(
    sys.platform == "win32" or not hasattr(os, "fork"),
    reason="needs POSIX permissions and fork",
)


def run_unprivileged(code: Callable[[], str]) -> str:
    """Run ``code`` in a forked child (as ``nobody`` if we are root); return what it returned.

    Whatever the child writes to stderr is appended after a line ``--- stderr``.
    """
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        text = ""
        try:
            os.close(out_r)
            os.close(err_r)
            os.dup2(err_w, 2)
            sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115 - pytest replaced it
            if os.geteuid() == 0:
                os.setgroups([])
                os.setgid(NOBODY)
                os.setuid(NOBODY)
            text = code()
        except BaseException as err:
            text = f"child failed: {type(err).__name__}: {err}"
        finally:
            sys.stderr.flush()
            os.write(out_w, text.encode())
            os._exit(0)
    os.close(out_w)
    os.close(err_w)
    out, err = _read_all(out_r), _read_all(err_r)
    os.waitpid(pid, 0)
    return out + (f"\n--- stderr\n{err}" if err else "")


def _read_all(fd: int) -> str:
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    os.close(fd)
    return b"".join(chunks).decode()
