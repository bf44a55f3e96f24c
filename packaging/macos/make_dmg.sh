#!/usr/bin/env bash
# Make Thousand-<version>.dmg from the PyInstaller bundle (macOS only: hdiutil).
#   packaging/macos/make_dmg.sh dist/Thousand.app dist <version>   (build.py passes thousand_qt/__init__.py's)
# The image holds Thousand.app and a link to /Applications to drag it onto.
set -euo pipefail
app=${1:?path to Thousand.app}
out=${2:?output folder}
version=${3:?version}
[ -d "$app/Contents/MacOS" ] || { echo "not an app bundle: $app" >&2; exit 1; }
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/Thousand.app"
ln -s /Applications "$stage/Applications"
# unsigned builds: an ad-hoc signature keeps Apple silicon willing to run the binary (no "|| true":
# an app that cannot be signed would not start on arm64, so the build stops here)
codesign --force --deep --sign - "$stage/Thousand.app"
mkdir -p "$out"
dmg="$out/Thousand-$version-macos-$(uname -m).dmg"
rm -f "$dmg"
hdiutil create -volname "Thousand" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
echo "$dmg"
