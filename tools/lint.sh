#!/usr/bin/env bash
# `npm run lint`: strict tsc over every TypeScript program (core, server, client, their unit tests and tests/),
# then ESLint (type-aware, eslint.config.mjs) over the same files. Run after `npm run build`: the server and
# tests read @purlwise/core's built types, and the client reads the generated client/src/gql/.
#
# Both keep a cache in node_modules/.cache/lint, so a second run checks only what changed: tsc's incremental build
# info per program, and ESLint's cache by file content. The tsc programs run two at a time (one per core). A clean
# clone (CI) has no cache and checks everything. ESLint's cache keys on each file's own content: after changing a type
# that other files use, `npm run lint -- --fresh` checks every file again.
set -euo pipefail
cd "$(dirname "$0")/.."
cache=node_modules/.cache/lint
if [ "${1:-}" = "--fresh" ]; then rm -rf "$cache"; fi
mkdir -p "$cache"
printf '%s\n' core/tsconfig.json core/tsconfig.test.json server/tsconfig.json client/tsconfig.json \
  client/tsconfig.test.json tests/tsconfig.json \
  | xargs -P 2 -I{} sh -c 'echo "tsc -p {}"; npx tsc --noEmit --incremental --tsBuildInfoFile "$0/$(echo {} | tr / _).tsbuildinfo" -p {}' "$cache"
echo "eslint"
npx eslint --max-warnings 0 --cache --cache-strategy content --cache-location "$cache/eslint" .
