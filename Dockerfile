# Build the single binary in one stage, run it in a small image with /data as the volume.
FROM node:22-bookworm AS build
WORKDIR /src
# The lockfile was written by npm 11, which Vite 8's optional native packages want.
RUN npm install -g npm@11
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM debian:bookworm-slim
# /backups: `rentfair backup` refuses paths inside DATA_DIR, so copies need a folder of their own.
RUN useradd --system --uid 10001 --home /data rentfair && mkdir -p /data /backups && chown rentfair /data /backups
COPY --from=build /src/dist/rentfair /usr/local/bin/rentfair
USER rentfair
ENV DATA_DIR=/data PORT=3000 HOST=0.0.0.0
VOLUME ["/data", "/backups"]
EXPOSE 3000
ENTRYPOINT ["/usr/local/bin/rentfair"]
CMD ["serve"]
