"""The optional compiled parts: engine.ai._dd, the double-dummy solver's search (engine/ai/_dd.c), and
the ISMCTS searches hard plays Sixty-Six and Draw 1000 with while the stock lasts
(engine/ai/_ismcts66.c, engine/ai/_ismcts_draw.c over engine/ai/ismcts_core.h); tools/' yardsticks
are built in place only.

pyproject.toml holds the project's metadata; this file only adds the extensions. ``pip install
-e .`` (or ``pip install .``) builds them when a C compiler and Python's headers are there, and
installs without them otherwise: engine.ai.solver then searches in pure Python (the same values,
slower), and hard keeps its sampling search in Sixty-Six and Draw 1000 (weaker). THOUSAND_PURE_PYTHON=1
at install time skips the build; at run time it makes the engine ignore a built module.
"""

import os

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class BuildExt(build_ext):
    """-O2 and no debug information (the module is shipped; no -march=native)."""

    def run(self):
        # setuptools clears ``inplace`` while it builds (it copies into the tree afterwards)
        self.in_place = bool(self.inplace or getattr(self, "editable_mode", False))
        super().run()

    def build_extensions(self):
        if self.compiler.compiler_type == "msvc":
            args = ["/O2"]
        else:
            args = ["-O2", "-g0"]
        if not self.in_place:
            # tools/ is a checkout's measuring kit, never installed: its yardstick builds only in place
            self.extensions = [e for e in self.extensions if not e.name.startswith("tools.")]
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
    # the two-player 1000s' ISMCTS yardstick (issue 39): the same search over their rules
    ext_modules.append(
        Extension("tools._ismcts_two", ["tools/_ismcts_two.c"], depends=["engine/ai/ismcts_core.h"], optional=True)
    )

setup(ext_modules=ext_modules, cmdclass={"build_ext": BuildExt})
