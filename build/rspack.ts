/**
 * The shared Rspack + Module Federation setup. Every app's rspack.config.ts is a few lines calling
 * `defineHostConfig` or `defineRemoteConfig`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compiler, type Configuration, type Module, type RuleSetRule, rspack } from '@rspack/core';
import { languages } from '../shared-api/src/languages';
import { API_DEV_PORT, type RemoteApp, remoteApps, remotesManifest, SHELL_PORT } from './apps';
import {
  createSharedConfig,
  i18nextReactImplementation,
  routerImplementation,
  sharedChunkGroups,
  sharedChunkNames,
} from './shared';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isDevelopment = (): boolean => process.env.NODE_ENV !== 'production';

/** Browsers we ship to: evergreen only, so SWC transforms (and bytes) stay minimal. */
const targets = ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4'];

const rules = (dev: boolean): RuleSetRule[] => [
  {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    // Loaders run last to first: the styled-components ids are written into the TypeScript source.
    use: [
      {
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
          },
          env: { targets },
        },
      },
      { loader: path.join(repoRoot, 'build', 'styled-component-ids.cjs') },
    ],
    type: 'javascript/auto',
  },
  { test: /\.css$/, type: 'css/auto' },
  {
    test: /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/,
    type: 'asset',
    parser: { dataUrlCondition: { maxSize: 4096 } },
  },
];

/** Emits a JSON file into the build (used for the shell's remotes.json). */
class EmitJsonPlugin {
  constructor(
    private readonly filename: string,
    private readonly content: unknown,
  ) {}
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            this.filename,
            new rspack.sources.RawSource(`${JSON.stringify(this.content, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * Writes `.br` and `.gz` twins of text assets (production), so the server sends them pre-compressed
 * (@fastify/static `preCompressed`) without compressing on every request.
 */
class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!/\.(js|css|html|json|svg)$/.test(asset.name)) continue;
            const source = asset.source.buffer();
            if (source.length < 1024) continue;
            const brotli = brotliCompressSync(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(brotli));
            compilation.emitAsset(
              `${asset.name}.gz`,
              new rspack.sources.RawSource(gzipSync(source, { level: 9 })),
            );
          }
        },
      );
    });
  }
}

/**
 * Preloads the named chunks of the shared groups (shared.ts, sharedChunkGroups) in the page: the shell's
 * startup asks for them only once main.js has run; preloaded, they download beside it. Chunks are loaded by
 * plain script elements (no `crossOriginLoading`), so the preloads carry no `crossorigin`.
 */
class PreloadChunksPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PreloadChunksPlugin',
        async (data) => {
          const files = this.chunkNames.flatMap((name) =>
            [...(compilation.namedChunks.get(name)?.files ?? [])].filter((file) => file.endsWith('.js')),
          );
          // After the shell's own scripts, which come first.
          data.assetTags.scripts.push(
            ...files.map((file) => ({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
            })),
          );
          return data;
        },
      );
    });
  }
}

/** The logo mark as an inline icon: no extra request, and no 404 for /favicon.ico. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#10b981"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#g)"/><path d="M8 9.5 L16 23 L24 9.5" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * What a browser without JavaScript shows, in every language (the page cannot know which one its visitor
 * reads before a script runs), each marked with its `lang`. The texts are the kit catalogs' `noscript` (shared-ui
 * is in every app's checkout, so a remote built alone has them too).
 */
const noscriptMessages = (): string =>
  languages
    .map((language) => {
      const file = path.join(repoRoot, 'shared-ui', 'src', 'locales', language, 'ui.json');
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as { noscript: string };
      return `<p lang="${language}">${escapeHtml(catalog.noscript)}</p>`;
    })
    .join('');

// The <title> is the brand alone until the shell sets each page's own, in the visitor's language.
const htmlTemplate = (title: string, rootId: string | null): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="description" content="Vestora: fixed daily returns on crypto investment plans." />
    <link rel="icon" href="${FAVICON}" />
    <title>${title}</title>
  </head>
  <body>
    ${rootId ? `<div id="${rootId}"></div>` : ''}
    <noscript>${noscriptMessages()}</noscript>
  </body>
</html>
`;

interface BaseOptions {
  /** The app folder (pass `import.meta.dirname`). */
  dir: string;
  /** Module Federation container name. */
  name: string;
  port: number;
  /** Entry module of the page the app ships (shell: the platform; remote: its standalone page). */
  entry: string;
}

const baseConfig = (options: BaseOptions, dev: boolean, publicPath: string): Configuration => ({
  mode: dev ? 'development' : 'production',
  context: options.dir,
  // Production maps are written for error tooling but not referenced by the bundles, and the server does not
  // serve them in production (they hold the original sources).
  devtool: dev ? 'cheap-module-source-map' : 'hidden-nosources-source-map',
  target: 'web',
  entry: { main: options.entry },
  output: {
    path: path.join(options.dir, 'dist'),
    publicPath,
    uniqueName: path.basename(options.dir),
    filename: dev ? '[name].js' : '[name].[contenthash:10].js',
    chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
    cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
    cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: {
      'react-router-full$': routerImplementation(repoRoot),
      'react-i18next-full$': i18nextReactImplementation(repoRoot),
    },
  },
  module: { rules: rules(dev) },
  optimization: {
    minimize: !dev,
    moduleIds: dev ? 'named' : 'deterministic',
    // The shared modules in a few chunks instead of one each (shared.ts, sharedChunkGroups).
    splitChunks: {
      chunks: 'async',
      cacheGroups: Object.fromEntries(
        sharedChunkGroups(createSharedConfig(options.dir, repoRoot)).map(({ name, test }) => [
          name,
          {
            name,
            test: (module: Module) =>
              test({
                resource:
                  'resource' in module && typeof module.resource === 'string' ? module.resource : null,
              }),
            chunks: 'async' as const,
            enforce: true,
            priority: 20,
          },
        ]),
      ),
    },
  },
  performance: false,
  stats: dev ? 'errors-warnings' : 'normal',
  devServer: {
    port: options.port,
    hot: true,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: `http://127.0.0.1:${API_DEV_PORT}` }],
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
  },
});

const federation = (
  options: Pick<BaseOptions, 'dir' | 'name'>,
  extra: {
    exposes?: Record<string, string>;
    manifest: boolean;
    filename?: string;
    /**
     * The federation runtime: `provide` bundles it and hands it to remotes (the shell), `external` takes the
     * host's instead of shipping a second copy (a production remote container), `embedded` bundles it for
     * this build alone.
     */
    runtime: 'provide' | 'external' | 'embedded';
    /** A Node build's container is a CommonJS module (the federation runtime's Node loader evaluates it). */
    commonjs?: boolean;
  },
) =>
  new ModuleFederationPlugin({
    name: options.name,
    ...(extra.filename ? { filename: extra.filename } : {}),
    ...(extra.commonjs ? { library: { type: 'commonjs-module' } } : {}),
    exposes: extra.exposes ?? {},
    // The shell registers remotes at run time from /remotes.json; nothing is wired at build time.
    remotes: {},
    shared: createSharedConfig(options.dir, repoRoot),
    shareStrategy: 'loaded-first',
    experiments: {
      // Not for a Node container: its one chunk would resolve every shared module when the script is
      // evaluated, before the host's init hands it the host's share scope (it would run its own React).
      asyncStartup: !extra.commonjs,
      ...(extra.runtime === 'provide' ? { provideExternalRuntime: true } : {}),
      ...(extra.runtime === 'external' ? { externalRuntime: true } : {}),
    },
    manifest: extra.manifest ? { fileName: 'mf-manifest.json' } : false,
    dts: false,
    dev: { disableLiveReload: false, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
  });

/** Where an app's Node build goes, beside its browser build: `dist/server/` (server rendering). */
export const SERVER_DIST = 'server';

/**
 * The Node build of an app (production only): CommonJS in `dist/server/`, in one file. A remote's server
 * container is then a single script the federation runtime's Node loader fetches over HTTP from the URL base
 * of the browser build and evaluates (that loader cannot fetch further chunks relative to a URL); the shell's
 * renderer is one file the server requires. Minified like the browser builds: unminified, it kept the
 * bundler's comments naming the build machine's paths and the libraries' source-map comments.
 */
const serverConfig = (
  base: Configuration,
  extra: {
    name: string;
    entry: Configuration['entry'];
    commonjsEntry: boolean;
    federation: ModuleFederationPlugin;
  },
): Configuration => ({
  ...base,
  name: `${extra.name}-server`,
  // After the browser build, whose clean step would otherwise race with this build's files.
  dependencies: [extra.name],
  target: 'async-node',
  devtool: false,
  entry: extra.entry,
  output: {
    ...base.output,
    publicPath: '',
    uniqueName: `${base.output?.uniqueName}-server`,
    // In server/ of the app's dist by name, not by output path: a build into another folder
    // (`--output-path`) keeps the same layout. `.cjs`: the apps' packages are ES module ones.
    filename: `${SERVER_DIST}/[name].cjs`,
    chunkFilename: `${SERVER_DIST}/[name].cjs`,
    clean: false,
    ...(extra.commonjsEntry ? { library: { type: 'commonjs2' } } : {}),
  },
  stats: 'errors-warnings',
  plugins: [extra.federation, new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
});

/** A browser build empties dist/ except what the other builds of the app write there. */
const keepOtherBuilds = (...folders: string[]) => ({
  keep: new RegExp(`^(${folders.join('|')})(\\.html|/)`),
});

/** The shell: the platform page (index.html) plus /remotes.json for its mode. */
export const defineHostConfig =
  (
    options: Omit<BaseOptions, 'port'> & {
      title: string;
      /** The server renderer's entry, built for Node into dist/server/ (production only). */
      serverEntry?: string;
    },
  ) =>
  (): Configuration[] => {
    const dev = isDevelopment();
    const base = baseConfig({ ...options, port: SHELL_PORT }, dev, '/');
    const browser: Configuration = {
      ...base,
      name: options.name,
      output: { ...base.output, clean: keepOtherBuilds(SERVER_DIST) },
      devServer: { ...base.devServer, historyApiFallback: true },
      plugins: [
        // Dev remotes bundle their own runtime (see defineRemoteConfig), so the dev shell keeps its own too.
        federation(options, { manifest: false, runtime: dev ? 'embedded' : 'provide' }),
        new rspack.HtmlRspackPlugin({
          filename: 'index.html',
          templateContent: htmlTemplate(options.title, 'root'),
          scriptLoading: 'defer',
          minify: !dev,
        }),
        new PreloadChunksPlugin(sharedChunkNames),
        new EmitJsonPlugin('remotes.json', remotesManifest(dev ? 'development' : 'production')),
        ...(dev ? [] : [new PrecompressPlugin()]),
      ],
    };
    if (dev || !options.serverEntry) return [browser];
    const server = serverConfig(base, {
      name: options.name,
      entry: { 'server-render': options.serverEntry },
      commonjsEntry: true,
      federation: federation(
        { dir: options.dir, name: `${options.name}_server` },
        { manifest: false, runtime: 'embedded' },
      ),
    });
    return [browser, server];
  };

/**
 * A remote: `remoteEntry.js` + `mf-manifest.json` exposing `./routes` and `./lifecycles`, and a
 * standalone page (`standalone.html`) mounting the lifecycles through a single-spa root config.
 *
 * In production these are two compilations into one dist/: the container takes the federation runtime
 * from the shell (about 18 KB gzip less per remote on every page), while the standalone page, which has no
 * host, bundles its own (under `standalone/`). In development one compilation does both.
 */
export const defineRemoteConfig =
  (
    options: Omit<BaseOptions, 'port' | 'name'> & {
      remote: RemoteApp['name'];
      title: string;
      /** Also build `./routes` for Node into dist/server/ (server rendering), production only. */
      server?: boolean;
    },
  ) =>
  (): Configuration | Configuration[] => {
    const app = remoteApps.find((candidate) => candidate.name === options.remote);
    if (!app) throw new Error(`Unknown remote ${options.remote}`);
    const dev = isDevelopment();
    // In production the host derives a remote's public path from its manifest URL; a dev server names itself.
    const publicPath = dev ? `http://localhost:${app.port}/` : 'auto';
    const base = baseConfig({ ...options, name: app.name, port: app.port }, dev, publicPath);
    const exposes = { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' };
    const standalonePage = new rspack.HtmlRspackPlugin({
      filename: 'standalone.html',
      templateContent: htmlTemplate(options.title, null),
      chunks: ['main'],
      scriptLoading: 'defer',
      minify: !dev,
    });
    if (dev) {
      return {
        ...base,
        devServer: { ...base.devServer, historyApiFallback: { index: '/standalone.html' } },
        plugins: [
          federation(
            { dir: options.dir, name: app.name },
            { manifest: true, runtime: 'embedded', filename: 'remoteEntry.js', exposes },
          ),
          standalonePage,
        ],
      };
    }
    const container: Configuration = {
      ...base,
      name: app.name,
      entry: {},
      output: { ...base.output, clean: keepOtherBuilds('standalone', SERVER_DIST) },
      plugins: [
        federation(
          { dir: options.dir, name: app.name },
          { manifest: true, runtime: 'external', filename: 'remoteEntry.js', exposes },
        ),
        new PrecompressPlugin(),
      ],
    };
    const standalone: Configuration = {
      ...base,
      name: `${app.name}-standalone`,
      // After the container, whose clean step would otherwise race with this build's files.
      dependencies: [app.name],
      output: {
        ...base.output,
        uniqueName: `${base.output?.uniqueName}-standalone`,
        clean: false,
        filename: 'standalone/[name].[contenthash:10].js',
        chunkFilename: 'standalone/[name].[contenthash:10].js',
        cssFilename: 'standalone/[name].[contenthash:10].css',
        cssChunkFilename: 'standalone/[name].[contenthash:10].css',
      },
      plugins: [
        federation(
          { dir: options.dir, name: `${app.name}_standalone` },
          { manifest: false, runtime: 'embedded' },
        ),
        standalonePage,
        new PrecompressPlugin(),
      ],
    };
    if (!options.server) return [container, standalone];
    const server = serverConfig(base, {
      name: app.name,
      entry: {},
      commonjsEntry: false,
      federation: federation(
        { dir: options.dir, name: app.name },
        {
          manifest: false,
          runtime: 'embedded',
          filename: `${SERVER_DIST}/remoteEntry.js`,
          exposes: { './routes': exposes['./routes'] },
          commonjs: true,
        },
      ),
    });
    return [container, standalone, server];
  };
