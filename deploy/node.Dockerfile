# Gateway and workers: the TypeScript sources run with tsx; the web app is built into web/dist
# and served by the gateway.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build:web
USER node
