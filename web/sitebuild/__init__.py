"""The site's build, one module per job (build.py at the repository root is
its entry point): layout (paths and names), runtime, pages (with drawn,
languages and policy), archive, service_worker, icons, server, plan and
writing. Standard library only; the pages are drawn by the glue's own views,
imported under CPython."""
