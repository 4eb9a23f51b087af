"""A local SMTP sink for the reminder tests: aiosmtpd on 127.0.0.1, an ephemeral port,
every message saved whole to DIR/<n>.eml. Prints "ready PORT" once it listens and runs
until its standard input closes (the test ends it by closing the pipe).

Usage: /usr/bin/python3 smtp_sink.py DIR
"""

import pathlib
import socket
import sys

from aiosmtpd.controller import Controller


class Saver:
    def __init__(self, folder):
        self.folder = pathlib.Path(folder)
        self.count = 0

    async def handle_DATA(self, server, session, envelope):
        self.count += 1
        (self.folder / f"{self.count}.eml").write_bytes(envelope.original_content)
        (self.folder / f"{self.count}.rcpt").write_text("\n".join(envelope.rcpt_tos))
        return "250 OK"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    port = free_port()
    controller = Controller(Saver(sys.argv[1]), hostname="127.0.0.1", port=port)
    controller.start()
    print(f"ready {port}", flush=True)
    sys.stdin.read()
    controller.stop()


main()
