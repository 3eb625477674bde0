#!/usr/bin/env bash
# `npm run lint`: strict tsc over every TypeScript program (core, server, client, their unit tests and tests/),
# then ESLint (type-aware, eslint.config.mjs) over the same files. Run after `npm run build`: the server and
# tests read @purlwise/core's built types, and the client reads the generated client/src/gql/.
set -euo pipefail
cd "$(dirname "$0")/.."
for project in core/tsconfig.json core/tsconfig.test.json server/tsconfig.json client/tsconfig.json \
  client/tsconfig.test.json tests/tsconfig.json; do
  echo "tsc -p $project"
  npx tsc --noEmit -p "$project"
done
echo "eslint"
npx eslint --max-warnings 0 .
