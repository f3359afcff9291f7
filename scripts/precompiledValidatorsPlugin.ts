import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module the app imports its build-time validators from. */
export const precompiledValidatorsId = 'virtual:precompiled-validators';
const resolvedId = `\0${precompiledValidatorsId}`;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What the generated module is made from: a newer file here means it must be generated again. */
const inputs = [
  'schemas',
  'src/domain',
  'src/ui/pages/request/stepSchema.ts',
  'src/ui/pages/request/stepSections.ts',
  'src/ui/widgets/formValidatorOptions.ts',
  'src/ui/widgets/inlineSchemaRefs.ts',
  'scripts/compileValidators.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(join(entry, child)));
  return newest;
}

/**
 * The generated module's code: from the cache in node_modules/.cache when no input is newer,
 * otherwise made again by scripts/compileValidators.ts in its own Node process (it reads the schemas
 * and our TypeScript the way the server does, through tsx, not through this config's bundler).
 */
function generatedCode(): string {
  const cache = join(root, 'node_modules', '.cache', 'precompiled-validators.js');
  const newest = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  if (existsSync(cache) && statSync(cache).mtimeMs >= newest) return readFileSync(cache, 'utf8');
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const code = execFileSync(process.execPath, [tsx, join(root, 'scripts', 'compileValidators.ts')], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, code);
  return code;
}

// Under Vitest the app's import gets no precompiled code: a module of 2 MB costs each test worker
// seconds to transform, and happy-dom enforces no CSP, so the forms compile as the demo page does. The
// generated code itself is reached as `…/standalone` by the test that proves it validates alike.
const compileInTests = 'export const stepValidators = {};\nexport const formValidators = undefined;\n';

/**
 * Serves `virtual:precompiled-validators`: Ajv standalone validators of every form schema, generated
 * at build time, so the built app never compiles a schema in the browser. In the dev server a change
 * of a schema reloads the page with validators made again.
 */
export function precompiledValidators(): Plugin {
  return {
    name: 'precompiled-validators',
    resolveId(source) {
      if (source === precompiledValidatorsId) return resolvedId;
      if (source === `${precompiledValidatorsId}/standalone`) return `${resolvedId}/standalone`;
      // The generated code reaches the keyword checks and Ajv's helpers through this one module.
      if (source === `${precompiledValidatorsId}/runtime`) return join(root, 'src', 'domain', 'ajv', 'standaloneRuntime.ts');
      return undefined;
    },
    load(id) {
      if (id === resolvedId) return process.env.VITEST === undefined ? generatedCode() : compileInTests;
      return id === `${resolvedId}/standalone` ? generatedCode() : undefined;
    },
    configureServer(server) {
      server.watcher.add(inputs.map((input) => join(root, input)));
      server.watcher.on('change', (file) => {
        if (!inputs.some((input) => file.startsWith(join(root, input)))) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
