"""A local HTTP server for the webhook tests: records every request (method, path, headers,
body) as one JSON line in FILE and answers STATUS (200 unless a file STATUS_FILE says
otherwise). Prints "ready PORT" once it listens; stops when its standard input closes.

Usage: /usr/bin/python3 webhook_recorder.py FILE [STATUS_FILE]
"""

import http.server
import json
import pathlib
import sys
import threading

record = pathlib.Path(sys.argv[1])
status_file = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else None


class Recorder(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length)
        with record.open("a", encoding="utf-8") as out:
            out.write(json.dumps({
                "method": "POST", "path": self.path,
                "headers": {k: v for k, v in self.headers.items()},
                "body": body.decode("utf-8"),
            }, ensure_ascii=False) + "\n")
        status = 200
        if status_file and status_file.exists():
            status = int(status_file.read_text().strip() or "200")
        self.send_response(status)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
threading.Thread(target=server.serve_forever, daemon=True).start()
print(f"ready {server.server_address[1]}", flush=True)
sys.stdin.read()
server.shutdown()
