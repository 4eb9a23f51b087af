#!/usr/bin/env bash
# Installs the Debian packages SubHub builds against, only when they are missing.
# Usage: scripts/setup.sh [extra-package ...]   (extra packages: for benchmarks, e.g. fzf;
# for the tests, the Python iCalendar parser: python3-icalendar python3-dateutil
# python3-recurring-ical-events, and zsh fish man-db groff-base, which check what
# `make install` lays out)
set -euo pipefail

# The libraries the bills are read with (PDF, mail, images, invoice codes) are opened at run
# time; their -dev packages give the declarations and the libraries, and the language packs
# are what tesseract reads Spanish, English and Chinese with.
packages=(libedit-dev libsqlite3-dev libpq-dev libzip-dev libcurl4-openssl-dev postgresql pkg-config sqlite3
  libpoppler-glib-dev libgmime-3.0-dev libxml2-dev libtesseract-dev libzbar-dev
  tesseract-ocr-eng tesseract-ocr-spa tesseract-ocr-chi-sim "$@")
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
else
  echo "SubHub needs these Debian packages: ${missing[*]}" >&2
  echo "Install them with:  sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
