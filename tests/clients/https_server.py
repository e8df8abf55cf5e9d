#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A small HTTPS server on 127.0.0.1 for tests/clients/curl_session.sh.

  https_server.py --cert PEM --key PEM --data FILE --tls 1.2|1.3
                  --cipher NAME --port-file FILE --log FILE

GET /data sends FILE; PUT /upload reads the body and answers
"<bytes> sha256 <hex>".  One protocol version and one cipher suite only:
--cipher is an OpenSSL TLS 1.2 cipher name (ECDHE-ECDSA-AES128-CCM) or,
for TLS 1.3, a suite name (TLS_AES_128_CCM_SHA256), which Python's ssl
cannot set itself: the caller pins it through OPENSSL_CONF (Ciphersuites,
see curl_session.sh); the server checks what each connection negotiated
against --cipher and refuses any other.  Every request is logged to --log
as "<method> <path> <version> <cipher> <status>".  Runs until killed.
"""
import argparse, hashlib, http.server, os, ssl, sys

ap = argparse.ArgumentParser()
for a in ("--cert", "--key", "--data", "--tls", "--cipher", "--port-file", "--log"):
    ap.add_argument(a, required=True)
opt = ap.parse_args()

ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain(opt.cert, opt.key)
ver = {"1.2": ssl.TLSVersion.TLSv1_2, "1.3": ssl.TLSVersion.TLSv1_3}[opt.tls]
ctx.minimum_version = ctx.maximum_version = ver
if opt.tls == "1.2":
    ctx.set_ciphers(opt.cipher)
log = open(opt.log, "a", buffering=1)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        pass

    def negotiated(self):
        name, version, _ = self.connection.cipher()
        return name, version

    def reply(self, status, body, method):
        name, version = self.negotiated()
        log.write(f"{method} {self.path} {version} {name} {status}\n")
        self.send_response(status)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def pinned(self, method):
        name, version = self.negotiated()
        if name != opt.cipher or version != "TLSv" + opt.tls:
            self.reply(421, f"negotiated {version} {name}, not {opt.cipher}\n".encode(), method)
            return False
        return True

    def do_GET(self):
        if not self.pinned("GET"):
            return
        if self.path != "/data":
            self.reply(404, b"no such file\n", "GET")
            return
        with open(opt.data, "rb") as f:
            data = f.read()
        name, version = self.negotiated()
        log.write(f"GET {self.path} {version} {name} 200\n")
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_PUT(self):
        if not self.pinned("PUT"):
            return
        n = int(self.headers.get("Content-Length", "-1"))
        if self.path != "/upload" or n < 0:
            self.reply(400, b"PUT /upload with a Content-Length\n", "PUT")
            return
        h, got = hashlib.sha256(), 0
        while got < n:
            chunk = self.rfile.read(min(1 << 16, n - got))
            if not chunk:
                break
            h.update(chunk)
            got += len(chunk)
        self.reply(200, f"{got} sha256 {h.hexdigest()}\n".encode(), "PUT")


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def get_request(self):
        sock, addr = super().get_request()
        return ctx.wrap_socket(sock, server_side=True), addr

    def handle_error(self, request, client_address):
        log.write(f"ERROR {sys.exc_info()[1]!r}\n")


srv = Server(("127.0.0.1", 0), Handler)
with open(opt.port_file + ".tmp", "w") as f:
    f.write(str(srv.server_address[1]))
os.rename(opt.port_file + ".tmp", opt.port_file)
srv.serve_forever()
