"""A local TCP server for the webhook tests that answers nothing: it accepts each
connection, appends one line to FILE, and closes it without a byte, as a broken proxy
would. Prints "ready PORT" once it listens; stops when its standard input closes.

Usage: /usr/bin/python3 silent_server.py FILE
"""

import pathlib
import socket
import sys
import threading

record = pathlib.Path(sys.argv[1])
listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
listener.bind(("127.0.0.1", 0))
listener.listen(16)


def serve():
    while True:
        try:
            connection, _ = listener.accept()
        except OSError:
            return
        with record.open("a", encoding="utf-8") as out:
            out.write("connection\n")
        connection.close()


threading.Thread(target=serve, daemon=True).start()
print(f"ready {listener.getsockname()[1]}", flush=True)
sys.stdin.read()
listener.close()
