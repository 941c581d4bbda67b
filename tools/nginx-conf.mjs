/** A path as nginx's configuration reads it, quoted; refused when quoting cannot hold it. */
export function quoteNginxPath(p) {
  if (/["\\$]/.test(p)) throw new Error(`cannot use the path ${p} in nginx configuration`);
  return `"${p}"`;
}

/**
 * The main configuration for running nginx as an ordinary program around the given server blocks: in the
 * foreground, everything it writes (pid, temporary files) in `dir`, so it needs no root and never touches a
 * system nginx. Used by scripts/serve-nginx.mjs and the browser suite's run of nginx/server.conf.
 * @param {string} dir a fresh folder of its own
 * @param {string} servers the `server { … }` blocks
 */
export function nginxConf(dir, servers) {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (t) => `${t}_temp_path ${quoteNginxPath(`${dir}/${t}`)};`,
  );
  return `
daemon off;
# As root, workers would switch to "nobody", who may not be able to read a checkout under /root.
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
pid ${quoteNginxPath(`${dir}/nginx.pid`)};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  ${temp.join("\n  ")}

${servers}
}
`;
}
