// The build `scripts/bench/browser-save.mjs` measures: the app's own Vite config (vite.config.ts,
// unchanged), plus one line appended to src/resources/registry.ts at build time that hands the
// page the app's resource declarations (`globalThis.__benchResources`). The bench sets a
// declaration's `staleWrite` to 'off' through it for the baseline saves, and back, in the same
// page: exactly what `staleWrite: 'off'` in the declaration does, without a second build.
// Nothing under src/ changes; only this bench's build (node_modules/.cache/bench-save/) has it.
import { type ConfigEnv, defineConfig, type Plugin, type UserConfig } from 'vite';
import appConfig from '../../vite.config.ts';

const exposeDeclarations = (): Plugin => ({
  name: 'bench:expose-declarations',
  apply: 'build',
  transform(code, id) {
    const path = id.replace(/\\/g, '/');
    if (path.endsWith('/src/resources/registry.ts'))
      return { code: `${code}\n;globalThis.__benchResources = resources;\n`, map: null };
    return null;
  },
});

export default defineConfig(async (env: ConfigEnv): Promise<UserConfig> => {
  const base = typeof appConfig === 'function' ? await appConfig(env) : await appConfig;
  return { ...base, plugins: [...(base.plugins ?? []), exposeDeclarations()] };
});
