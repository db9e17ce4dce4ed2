#!/usr/bin/env python3
"""Fills the English plural forms in translations/felt_en.ts after lupdate.

English is Felt's source language, so its file holds only texts with %n; their
source says "card(s)" and the two forms are "card" and "cards". Texts whose
plural is not made by a trailing "(s)" are left unfinished for a person (the
tst_translations_en test then says which). Texts gone from the code
(lupdate marks them vanished) are dropped.
"""
import re
import sys

PATH = sys.argv[1] if len(sys.argv) > 1 else "translations/felt_en.ts"


def forms(source):
    if "(s)" not in source:
        return None
    return source.replace("(s)", ""), source.replace("(s)", "s")


def fill(match):
    block = match.group(0)
    if 'type="vanished"' in block:
        return ""
    if 'type="unfinished"' not in block:
        return block
    source = re.search(r"<source>(.*?)</source>", block, re.S).group(1)
    pair = forms(source)
    if pair is None:
        return block
    translation = (
        "<translation>\n            <numerusform>%s</numerusform>\n"
        "            <numerusform>%s</numerusform>\n        </translation>" % pair
    )
    return re.sub(r'<translation type="unfinished">.*?</translation>', translation, block,
                  flags=re.S)


text = open(PATH, encoding="utf-8").read()
text = re.sub(r'[ \t]*<message numerus="yes">.*?</message>\n?', fill, text, flags=re.S)
open(PATH, "w", encoding="utf-8").write(text)
