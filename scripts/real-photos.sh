#!/usr/bin/env bash
# Puts the real photographs the photo-verdict calibration test reads (tests/server/analysis/photos/
# real-photo-calibration.test.ts) into a folder: the sample images of Debian's python3-skimage and opencv-doc
# packages. The packages are downloaded with apt-get and unpacked there, not installed (python3-skimage would
# pull in scipy and matplotlib). Their images are read from that folder, never copied into the repository.
#
# Usage: scripts/real-photos.sh [folder]   (default: $REAL_PHOTOS_DIR, else ~/.cache/listing-optimiser/real-photos)
set -euo pipefail

dir=${1:-${REAL_PHOTOS_DIR:-$HOME/.cache/listing-optimiser/real-photos}}
if [ -f "$dir/VERSIONS" ]; then
  echo "real photos already in $dir ($(tr '\n' ' ' <"$dir/VERSIONS"))"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
if ! apt-get download -qq python3-skimage opencv-doc 2>/dev/null; then
  # A fresh machine has no package lists yet; only root can fetch them.
  if [ "$(id -u)" != 0 ]; then
    echo "apt-get download failed; run 'sudo apt-get update' once, then this script again" >&2
    exit 1
  fi
  apt-get update -qq
  apt-get download -qq python3-skimage opencv-doc
fi

mkdir -p "$dir.partial/python3-skimage" "$dir.partial/opencv-doc"
unpack() { # <deb> <folder inside the package> <target>
  mkdir -p x
  dpkg-deb --fsys-tarfile "$1" | tar -x -C x --wildcards "./$2/*.png" "./$2/*.jpg"
  mv x/"$2"/*.png x/"$2"/*.jpg "$3"/
  rm -rf x
}
unpack python3-skimage_*.deb usr/lib/python3/dist-packages/skimage/data "$dir.partial/python3-skimage"
unpack opencv-doc_*.deb usr/share/doc/opencv-doc/examples/data "$dir.partial/opencv-doc"
for deb in *.deb; do dpkg-deb -W --showformat='${Package} ${Version}\n' "$deb"; done >"$dir.partial/VERSIONS"
rm -rf "$dir"
mv "$dir.partial" "$dir"
echo "real photos unpacked to $dir ($(tr '\n' ' ' <"$dir/VERSIONS"))"
