"""The optional compiled parts: engine.ai._dd, the double-dummy solver's search (engine/ai/_dd.c), and
the ISMCTS searches hard plays Sixty-Six and Draw 1000 with while the stock lasts and the two-player
1000s with (engine/ai/_ismcts66.c; engine/ai/_ismcts_draw.c and engine/ai/_ismcts_two.c over
engine/ai/ismcts_core.h); tools.ismcts's yardsticks use the same modules.

pyproject.toml holds the project's metadata; this file only adds the extensions. ``pip install
-e .`` (or ``pip install .``) builds them when a C compiler and Python's headers are there, and
installs without them otherwise: engine.ai.solver then searches in pure Python (the same values,
slower), and hard keeps its sampling searches (weaker). THOUSAND_PURE_PYTHON=1
at install time skips the build; at run time it makes the engine ignore a built module.
"""

import os

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class BuildExt(build_ext):
    """-O2 and no debug information (the modules are shipped; no -march=native)."""

    def build_extensions(self):
        if self.compiler.compiler_type == "msvc":
            args = ["/O2"]
        else:
            args = ["-O2", "-g0"]
        for ext in self.extensions:
            ext.extra_compile_args = list(ext.extra_compile_args or []) + args
        super().build_extensions()


ext_modules = []
if os.environ.get("THOUSAND_PURE_PYTHON", "") != "1":
    ext_modules.append(Extension("engine.ai._dd", ["engine/ai/_dd.c"], optional=True))
    # Sixty-Six's ISMCTS: hard's search while the stock is open, and tools.ismcts's yardstick (issue 39)
    ext_modules.append(Extension("engine.ai._ismcts66", ["engine/ai/_ismcts66.c"], optional=True))
    # Draw 1000's ISMCTS: hard's search while the stock lasts, and tools.ismcts's yardstick (issue 39):
    # the family's search (engine/ai/ismcts_core.h) over its rules
    ext_modules.append(
        Extension(
            "engine.ai._ismcts_draw", ["engine/ai/_ismcts_draw.c"], depends=["engine/ai/ismcts_core.h"], optional=True
        )
    )
    # the two-player 1000s' ISMCTS: hard's search in Auction and Russian 1000 for two, and their
    # yardstick (issue 39): the same search over their rules, one tree over the whole deal
    ext_modules.append(
        Extension(
            "engine.ai._ismcts_two", ["engine/ai/_ismcts_two.c"], depends=["engine/ai/ismcts_core.h"], optional=True
        )
    )

setup(ext_modules=ext_modules, cmdclass={"build_ext": BuildExt})
