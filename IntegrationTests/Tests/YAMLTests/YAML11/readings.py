"""Prints how a YAML 1.1 reader (PyYAML) and a YAML 1.2 reader (ruamel.yaml, pure Python)
read the YAML file named by the argument: one line each, Python's repr of the list of its
documents, in which 1.0 and 1, True and 1, '64' and 64 differ.

Run by YAMLReadings.swift: python3 readings.py FILE
"""

import sys

import yaml
from ruamel.yaml import YAML

with open(sys.argv[1], encoding="utf-8") as file:
    text = file.read()
print(repr(list(yaml.safe_load_all(text))))
print(repr(list(YAML(typ="safe", pure=True).load_all(text))))
