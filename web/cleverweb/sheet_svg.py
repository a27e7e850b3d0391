"""The score sheet's drawing lives in the package `cleverweb.sheet`; this module
only keeps the old import path working for the site build's empty sheet
(sitebuild/drawn.py), until that imports `cleverweb.sheet` itself."""

from .sheet import sheet_svg

__all__ = ["sheet_svg"]
