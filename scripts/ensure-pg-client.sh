#!/usr/bin/env bash
# Prints the folder of PostgreSQL 18 client tools (pg_dump, pg_restore) for `npm run db:backup` / `db:restore`.
#
# pg_dump refuses a server newer than itself, and the embedded server is PostgreSQL 18, whose npm package ships no
# client tools. In order: $PG_BIN_DIR; Debian's or PGDG's postgresql-client-18 (/usr/lib/postgresql/18/bin); a copy
# built earlier in the cache; else this script builds pg_dump and pg_restore from Debian's postgresql-18 source
# package (about 3 minutes on 2 cores) into ~/.cache/marquee-motors/pg-client-18 and prints that.
set -euo pipefail
MAJOR=18
log() { echo "ensure-pg-client: $*" >&2; }
usable() { [ -x "$1/pg_dump" ] && [ -x "$1/pg_restore" ] && "$1/pg_dump" --version | grep -q "PostgreSQL) $MAJOR\."; }

for dir in "${PG_BIN_DIR:-}" "/usr/lib/postgresql/$MAJOR/bin"; do
  if [ -n "$dir" ] && usable "$dir"; then echo "$dir"; exit 0; fi
done
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/marquee-motors/pg-client-$MAJOR"
if usable "$CACHE/bin"; then echo "$CACHE/bin"; exit 0; fi

log "no PostgreSQL $MAJOR pg_dump found; building one from Debian's postgresql-$MAJOR source into $CACHE"
missing=()
for tool in gcc make bison flex; do command -v "$tool" >/dev/null || missing+=("$tool"); done
[ -e /usr/include/zlib.h ] || missing+=(zlib1g-dev)
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]}"
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
fi

work=$(mktemp -d)
chmod 755 "$work" # apt downloads as its own user
trap 'rm -rf "$work"' EXIT
# A private apt configuration: the machine's own sources stay as they are.
mkdir -p "$work/lists/partial" "$work/src"
echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian sid main" > "$work/sources.list"
apt_private=(-o "Dir::Etc::sourcelist=$work/sources.list" -o "Dir::Etc::sourceparts=-" -o "Dir::State::Lists=$work/lists")
apt-get "${apt_private[@]}" update -qq >&2
(cd "$work/src" && apt-get "${apt_private[@]}" source --download-only -qq "postgresql-$MAJOR" >&2)
tar -xjf "$work"/src/postgresql-"$MAJOR"_*.orig.tar.bz2 -C "$work/src"
cd "$work"/src/postgresql-"$MAJOR".*/
./configure --prefix="$CACHE" --without-readline --without-icu --with-zlib --without-zstd --without-lz4 >"$work/configure.log" 2>&1 \
  || { tail -20 "$work/configure.log" >&2; exit 1; }
{
  make -C src/backend generated-headers
  make -j"$(nproc)" -C src/bin/pg_dump
  make -C src/bin/pg_dump install
  make -C src/interfaces/libpq install
} >"$work/make.log" 2>&1 || { tail -30 "$work/make.log" >&2; exit 1; }
usable "$CACHE/bin" || { log "the build did not produce a working pg_dump"; exit 1; }
log "built $("$CACHE/bin/pg_dump" --version)"
echo "$CACHE/bin"
