"""Parses a saved message with Python's email package and prints what the reminder tests
check as JSON: the decoded subject, the headers, the body's charset, transfer encoding
and decoded text.

Usage: /usr/bin/python3 mail_read.py FILE.eml
"""

import email
import email.policy
import json
import sys

with open(sys.argv[1], "rb") as handle:
    message = email.message_from_binary_file(handle, policy=email.policy.default)
print(json.dumps({
    "subject": str(message["Subject"]),
    "from": str(message["From"]),
    "to": str(message["To"]),
    "date": str(message["Date"]),
    "message_id": str(message["Message-ID"]),
    "mime_version": str(message["MIME-Version"]),
    "charset": message.get_content_charset(),
    "content_type": message.get_content_type(),
    "transfer_encoding": str(message["Content-Transfer-Encoding"]),
    "defects": [type(defect).__name__ for defect in message.defects],
    "body": message.get_content(),
}, ensure_ascii=False))
