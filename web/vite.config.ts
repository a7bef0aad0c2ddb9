import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from '../scripts/lib/precompress.ts';

/**
 * Dev: Vite serves the SPA and proxies the API (and the sensitive-word list) to the gateway.
 * Build: web/dist, which the gateway serves in production (gateway/src/plugins/web.ts).
 */
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 3000}`;

export default defineConfig({
  // brotli and gzip copies of every text file beside it, served by the gateway as they are (plugins/web.ts)
  plugins: [react(), precompressPlugin()],
  resolve: {
    // one preact for bpmn-js, the properties panels and form-js: @bpmn-io/form-js-editor installs its
    // own older copy, and its panel (from @bpmn-io/properties-panel) would call hooks of the other one
    dedupe: ['preact'],
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/sensitive.json': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/sensitive.json': { target: gateway, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph npm run measure:web follows (the gateway does not serve dot folders)
    manifest: true,
    // antd alone is larger than the default 500 kB warning; it is split out and cached on its own
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // vendor code changes rarely: separate chunks keep the browser's cache across app releases.
        // A group takes the modules it matches AND their dependencies (includeDependenciesRecursively),
        // highest priority first. So the shell's libraries are claimed first: were the bpmn-io groups
        // first, diagram-js would pull a library antd also uses (clsx) into the bpmn-js chunk, and
        // index.html would preload bpmn-js on the sign-in page.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 100 },
            // antd and its icons: only what the shell uses; the tables, pickers, trees... load with the pages
            { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, tags: ['$initial'], priority: 95 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/, tags: ['$initial'], priority: 90 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 85 },
            // any other library the shell imports statically ($initial): never inside a route's chunk
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 80 },
            // the small libraries bpmn-js and form-js share (one preact for both), so neither pulls in the other
            { name: 'bpmn-io-core', test: /node_modules[\\/](preact|didi|min-dash|ids)[\\/]/, priority: 51 },
            // bpmn-js and its libraries load only on the workflow routes that show a diagram
            {
              name: 'bpmn-js',
              test: /node_modules[\\/](bpmn-js|diagram-js|bpmn-moddle|moddle|moddle-xml|saxen|min-dash|min-dom|tiny-svg|didi|ids|hammerjs|path-intersection|object-refs|inherits-browser|diagram-js-direct-editing|@bpmn-io[\\/]diagram-js-ui|htm|domify)[\\/]/,
              priority: 50,
            },
            // the designer's Camunda properties panel, bpmnlint and the FEEL/CodeMirror editors they
            // share with form-js: only the process-model designer loads them
            {
              name: 'bpmn-modeler',
              test: /node_modules[\\/](bpmn-js-properties-panel|camunda-bpmn-moddle|camunda-bpmn-js-behaviors|bpmnlint|bpmnlint-utils|bpmn-js-bpmnlint|@bpmn-io[\\/](properties-panel|extract-process-variables|feel-[\w-]+|lang-[\w-]+|lezer-[\w-]+|feelers-[\w-]+|feelin|cm-theme|semver-compat|moddle-utils)|@camunda[\\/]feel-builtins|@codemirror|@lezer|@marijn|style-mod|w3c-keyname|crelt|focus-trap|tabbable|feelers|feelin)[\\/]/,
              priority: 48,
            },
            // form-js: the viewer (task forms) with its FEEL runtime, apart from the editor the designer adds
            {
              name: 'form-js-viewer',
              test: /node_modules[\\/](@bpmn-io[\\/](form-js-viewer|feelin|feelers|lezer-feel|lezer-feelers)|@camunda[\\/]feel-builtins|@lezer[\\/](common|lr|highlight)|feelin|feelers|luxon|flatpickr|marked|dompurify|lodash|big\.js|classnames)[\\/]/,
              priority: 49,
            },
            {
              name: 'form-js-editor',
              test: /node_modules[\\/]@bpmn-io[\\/](form-js|form-js-editor|form-js-playground|draggle)[\\/]|node_modules[\\/]array-move[\\/]/,
              priority: 47,
            },
            // Babel's helpers, which lazily loaded antd parts (the alert) import: alone, so they never tie a page to
            // the chunk of whatever library happens to share them
            { name: 'babel-runtime', test: /node_modules[\\/]@babel[\\/]runtime[\\/]/, priority: 60 },
            // the key names table ProseMirror and CodeMirror share: the release editor must not pull in the designer's chunk
            { name: 'keyname', test: /node_modules[\\/]w3c-keyname[\\/]/, priority: 61 },
            // ECharts: only the routes that draw charts (statistics, the public dashboard) load it
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender|tslib)[\\/]/, priority: 46 },
            // the rich-text editor (releases): Tiptap and ProseMirror, only on the release forms
            { name: 'rich-text', test: /node_modules[\\/](@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|linkifyjs|markdown-it|@remirror)[\\/]/, priority: 45 },
            // other libraries only lazy routes use; the rest of antd is left to rolldown, which splits it
            // by the pages that share each component (the sign-in page gets its few, not the tables)
            { name: 'vendor-lazy', test: /node_modules[\\/](?!antd[\\/]|@ant-design[\\/]|@rc-component[\\/]|rc-[\w-]+[\\/])/, priority: 10 },
          ],
        },
      },
    },
  },
});
