# Builds the whole product (core, server, schema, client) and runs it on DATABASE_URL.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --ignore-scripts && npm rebuild
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Fewer glibc malloc arenas: image processing frees its buffers on other threads than the ones that allocated them,
# and with one arena per thread that memory is never reused (16 uploads of 36 megapixels: 690 MiB -> 470 MiB RSS).
# A fixed mmap threshold: every buffer of 128 KiB or more (pixels while sharp works) gets its own mapping, returned
# when freed; glibc's default raises the threshold after the first big buffers and keeps them (76 uploads: 269 -> 196 MiB).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# A V8 heap sized for the server rather than for the machine: V8 grows its heap lazily against the limit, so with the
# default (a quarter of RAM) 50 feed requests in flight left 300 MiB resident; with 256 MiB of old space, 175 MiB.
ENV NODE_OPTIONS=--max-old-space-size=256
COPY --from=build /app /app
USER node
EXPOSE 4000
CMD ["node", "server/dist/main.js"]
