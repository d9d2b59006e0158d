// Imported FIRST by every entry script (`npm start`, `npm test`, `npm run bench|serve|…`): when this
// process is not the pinned Node (.node-version), it installs that one if needed (scripts/pinned-node.mjs)
// and runs the same script again under it, with its directory first on PATH, then stands by: it
// passes SIGINT/SIGTERM/SIGHUP on, stops the child when its own parent goes away, and exits as the
// child did. The importing script's own code never runs here (this module's await never settles).
// On the pinned Node it only makes sure that `node` on PATH is this one, for the children.
import { spawn } from 'node:child_process';
import { ensurePinnedNode, pinnedEnv, pinnedNodeVersion, runsPinnedNode } from './pinned-node.mjs';

const MARK = 'LIFTLINE_PINNED_NODE_REEXEC';

if (runsPinnedNode()) {
  Object.assign(process.env, pinnedEnv(process.execPath));
  delete process.env[MARK];
} else if (process.env[MARK]) {
  console.error(
    `Node.js ${pinnedNodeVersion()} was started but this is ${process.version}: giving up.`,
  );
  process.exit(1);
} else {
  let node;
  try {
    node = ensurePinnedNode();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const child = spawn(node, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...pinnedEnv(node), [MARK]: '1' },
  });
  // A terminal's Ctrl-C reaches the whole process group (the child too); a `kill <pid>` reaches
  // this process alone. Either way the child gets it (the scripts stop once per signal kind).
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`Could not run Node.js ${pinnedNodeVersion()}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      // Die of the same signal, so that whoever started us sees it.
      for (const name of signals) process.removeAllListeners(name);
      process.kill(process.pid, signal);
    }
    process.exit(code ?? 1);
  });
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) child.kill('SIGTERM');
  }, 1000).unref();
  await new Promise(() => {}); // the importing script waits for this module: it never goes on
}
