#!/usr/bin/env bash
# Reproduces the Dockerfile's runtime stage without Docker (which cannot run on this project's machines): the
# production dependencies minus docker/build-only-packages.txt, the build, the migrations; then starts the server
# from there on a fresh data dir, as the image does, and requests the main kinds of responses. Prints the sizes
# of what the image adds to its base. Usage: npm run build && bash docker/check-runtime.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(mktemp -d)
trap 'kill "${server:-0}" 2>/dev/null || true; rm -rf "$root"' EXIT
cp package.json package-lock.json .npmrc "$root/" && cp -r patches "$root/"
(cd "$root" && npm ci --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
(cd "$root/node_modules" && xargs rm -rf <"$OLDPWD/docker/build-only-packages.txt")
cp -r dist "$root/dist"
mkdir -p "$root/src/core/database" && cp -r src/core/database/migrations "$root/src/core/database/"
echo "node_modules: $(du -sh "$root/node_modules" | cut -f1), dist: $(du -sh "$root/dist" | cut -f1)"

# The image's Node is Node 24 (node:24-bookworm-slim); here that is the project's own (the `node` devDependency),
# since the machine's `node` may be older.
node_bin="$PWD/node_modules/.bin/node"
echo "node: $("$node_bin" -v)"

port=3299
(cd "$root" && NODE_ENV=production SESSION_SECRET=$(openssl rand -hex 32) EDITOR_PASSWORD=check-runtime-editor \
  HOST=127.0.0.1 PORT=$port DATA_DIR="$root/data" exec "$node_bin" dist/app-bundle/start.mjs >"$root/server.log" 2>&1) &
server=$!
for _ in $(seq 1 120); do grep -qs 'uapp is listening' "$root/server.log" && break; sleep 0.5; done
failed=0
for check in '/en 200' '/de/products 200' '/en/search?q=cutter 200' '/en/nope 404' '/api/health 200' \
  '/api/product-data/en-US 200' '/api/images/img-cut-strip-0?size=Fallback&format=webp 200' \
  '/api/auth/login?returnTo=/en/portal 302' '/robots.txt 200' '/sitemap.xml 200'; do
  path=${check% *} expected=${check##* }
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path")
  printf '%-60s %s\n' "$path" "$status"
  [ "$status" = "$expected" ] || failed=1
done
if grep -q '"level":50' "$root/server.log"; then grep '"level":50' "$root/server.log" | head -5; failed=1; fi
[ $failed = 0 ] && echo "runtime layout: ok" || { echo "runtime layout: FAILED"; exit 1; }
