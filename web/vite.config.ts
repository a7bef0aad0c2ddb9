import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Dev: Vite serves the SPA and proxies the API (and the sensitive-word list) to the gateway.
 * Build: web/dist, which the gateway serves in production (gateway/src/plugins/web.ts).
 */
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 3000}`;

export default defineConfig({
  plugins: [react()],
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
    // antd alone is larger than the default 500 kB warning; it is split out and cached on its own
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // vendor code changes rarely: separate chunks keep the browser's cache across app releases
        codeSplitting: {
          groups: [
            // bpmn-js and its libraries load only on the workflow routes that show a diagram
            {
              name: 'bpmn-js',
              test: /node_modules[\\/](bpmn-js|diagram-js|bpmn-moddle|moddle|moddle-xml|saxen|min-dash|min-dom|tiny-svg|didi|ids|hammerjs|path-intersection|object-refs|inherits-browser|diagram-js-direct-editing|@bpmn-io)[\\/]/,
              priority: 50,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 40 },
            { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 35 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/, priority: 30 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
