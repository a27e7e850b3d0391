// Time the bots inside Pyodide (the browser's Python) under Node:
//   node tools/pyodide_bench.mjs [BOT] [GAMES] [SEED] [VARIANT]
// Needs the pyodide npm package in web/node_modules (npm ci in web/).
import { loadPyodide } from "../web/node_modules/pyodide/pyodide.mjs";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const [bot = "expert", games = "3", seed = "1", variant = "pretty-clever"] = process.argv.slice(2);
const root = new URL("..", import.meta.url).pathname;
const py = await loadPyodide({ indexURL: join(root, "web/node_modules/pyodide") + "/" });
function copy(dir, dest) {
  py.FS.mkdirTree(dest);
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== "__pycache__") copy(p, `${dest}/${name}`);
    } else if (/\.(py|json|csv)$/.test(name)) {
      py.FS.writeFile(`${dest}/${name}`, readFileSync(p));
    }
  }
}
copy(join(root, "clever"), "/home/pyodide/clever");
const out = py.runPython(`
import sys
sys.path.insert(0, "/home/pyodide")
from clever.bench import bench
r = bench(${JSON.stringify(bot)}, ${Number(games)}, ${Number(seed)}, variant=${JSON.stringify(variant)})
f"pyodide {r['variant']} {r['bot']}: {r['games']} games, mean {r['mean']:.1f}; " \\
f"{r['games_per_second']:.2f} games/s; " \\
f"per decision median {r['decision_median_ms']:.2f} ms, p95 {r['decision_p95_ms']:.2f} ms " \\
f"(CPU time: median {r['decision_cpu_median_ms']:.2f} ms, p95 {r['decision_cpu_p95_ms']:.2f} ms)"
`);
console.log(out);
