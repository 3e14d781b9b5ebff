"""The translation sources: every text the code marks has a finished translation in every language, with
its placeholders and accelerator, and the shipped .qm files are compiled from the .ts files as they are.

The sources are read back by Qt's own lupdate (run into a copy), so a text wrapped in the code but never
translated fails here, not on a user's screen in English.
"""

from __future__ import annotations

import ast
import re
import shutil
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from freecell_gui.util.languages import LANGUAGE_CODES, SOURCE_LANGUAGE
from freecell_gui.util.text_marks import english_plural

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "freecell_gui" / "translations"
BIN = Path(sys.executable).parent
TRANSLATED = tuple(code for code in LANGUAGE_CODES if code != SOURCE_LANGUAGE)
# Plural forms per language, as Qt counts them: Japanese and Chinese have one, Portuguese and English
# two, Ukrainian three (1, 2–4, 5–20 …).
PLURAL_FORMS = {"en": 2, "pt_BR": 2, "ja": 1, "uk": 3, "zh_CN": 1}
PLACEHOLDER = re.compile(r"%L?\d|%L?n|\{[a-z_]*\}")
ACCELERATOR = re.compile(r"&(?!&)(?=\S)")


def ts_path(code: str) -> Path:
    return TRANSLATIONS / f"freecell_gui_{code}.ts"


def messages(path: Path) -> Iterator[tuple[str, ET.Element]]:
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name") or "", message


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def describe(context: str, message: ET.Element) -> str:
    return f"{context}: {message.findtext('source')!r}"


def test_one_source_file_per_language() -> None:
    assert sorted(p.name for p in TRANSLATIONS.glob("*.ts")) == sorted(
        ts_path(c).name for c in LANGUAGE_CODES
    )
    for code in LANGUAGE_CODES:
        declared = ET.parse(ts_path(code)).getroot().get("language") or ""
        assert declared == code or declared.startswith(code + "_"), (code, declared)


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_text_is_translated_and_finished(code: str) -> None:
    found = list(messages(ts_path(code)))
    assert len(found) > 20  # guards against a file emptied by a bad lupdate run
    problems = []
    for context, message in found:
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        texts = forms(message)
        if kind is not None or not all(text.strip() for text in texts):
            problems.append(f"{describe(context, message)} is {kind or 'empty'}")
        elif message.get("numerus") == "yes" and len(texts) != PLURAL_FORMS[code]:
            problems.append(f"{describe(context, message)}: {len(texts)} plural forms")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_placeholders_and_accelerators_survive(code: str) -> None:
    problems = []
    for context, message in messages(ts_path(code)):
        source = message.findtext("source") or ""
        wanted = sorted(PLACEHOLDER.findall(source))
        for text in forms(message):
            if not text:
                continue  # English keeps its singular texts untranslated; the test above covers the rest
            if sorted(PLACEHOLDER.findall(text)) != wanted:
                problems.append(f"{describe(context, message)} → {text!r}: placeholders")
            if len(ACCELERATOR.findall(text)) != len(ACCELERATOR.findall(source)):
                problems.append(f"{describe(context, message)} → {text!r}: accelerator")
    assert not problems, "\n".join(problems)


def test_english_has_every_plural_form_and_nothing_else() -> None:
    found = list(messages(ts_path(SOURCE_LANGUAGE)))
    assert found, "the English plural forms are missing"
    for context, message in found:
        assert message.get("numerus") == "yes", describe(context, message)
        singular, plural = forms(message)
        counted = [re.search(r"%L?n", text) for text in (singular, plural)]
        assert all(counted) and "(s)" not in singular + plural, describe(context, message)


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the .ts files updated from the code by lupdate, as `make translations` does."""
    out = tmp_path_factory.mktemp("ts")
    for path in TRANSLATIONS.glob("*.ts"):
        shutil.copy(path, out / path.name)
    base = [
        str(BIN / "pyside6-lupdate"),
        "-extensions",
        "py",
        "-no-obsolete",
        "-locations",
        "none",
        "-silent",
    ]
    base.append(str(ROOT / "freecell_gui"))
    others = [str(out / ts_path(code).name) for code in TRANSLATED]
    subprocess.run([*base, "-ts", *others], check=True, capture_output=True, timeout=120)
    english = str(out / ts_path(SOURCE_LANGUAGE).name)
    subprocess.run([*base, "-pluralonly", "-ts", english], check=True, capture_output=True, timeout=120)
    return out


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_sources_are_up_to_date_with_the_code(refreshed: Path, code: str) -> None:
    def keys(path: Path) -> set[tuple[str, str, str]]:
        return {
            (context, message.findtext("source") or "", message.findtext("comment") or "")
            for context, message in messages(path)
        }

    fresh, committed = keys(refreshed / ts_path(code).name), keys(ts_path(code))
    assert not fresh - committed, f"run `make translations` and translate: {sorted(fresh - committed)[:10]}"
    assert not committed - fresh, (
        f"run `make translations` (texts gone from the code): {sorted(committed - fresh)[:10]}"
    )


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_shipped_qm_is_compiled_from_the_source(tmp_path: Path, code: str) -> None:
    qm = tmp_path / f"freecell_gui_{code}.qm"
    command = [str(BIN / "pyside6-lrelease"), "-silent", str(ts_path(code)), "-qm", str(qm)]
    subprocess.run(command, check=True, capture_output=True, timeout=60)
    shipped = TRANSLATIONS / qm.name
    assert shipped.is_file(), f"{shipped.name} is missing: run `make translations`"
    assert shipped.read_bytes() == qm.read_bytes(), f"{shipped.name} is stale: run `make translations`"


def marked_texts() -> list[tuple[str, object, object]]:
    """Every ``QT_TRANSLATE_NOOP(context, text)`` in the package: (file, context, text), read with ast so
    that a mark whose arguments are not literals (which lupdate cannot read) fails here too. A text with
    plural forms is marked with two more arguments, ``"", 1`` (util/text_marks.py)."""
    found: list[tuple[str, object, object]] = []
    for path in sorted((ROOT / "freecell_gui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP":
                values = [arg.value if isinstance(arg, ast.Constant) else None for arg in node.args]
                assert len(values) in (2, 4) and values[2:] in ([], ["", 1]), f"{path.name}: {values}"
                found.append((path.name, values[0], values[1]))
    return found


def plural_marks() -> list[tuple[str, str]]:
    """The (context, text) of every core text marked with plural forms."""
    return [(str(context), str(text)) for _, context, text in marked_texts() if re.search(r"%L?n", str(text))]


def test_core_messages_are_marked_with_literal_templates_whose_fields_are_plain_names() -> None:
    marks = marked_texts()
    from_core = [mark for mark in marks if "{" in str(mark[2])]
    assert len(from_core) > 50  # the core's error messages (issue 16), not only titles
    for name, context, text in marks:
        assert isinstance(context, str) and isinstance(text, str), f"{name}: a mark lupdate cannot read"
        for _, field, spec, conversion in string.Formatter().parse(text):
            # The interface fills templates with format_map: a field is a name, without format or index.
            assert field is None or (field.isidentifier() and not spec and not conversion), (name, text)


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_marked_core_text_is_translated_with_its_fields(code: str) -> None:
    translations = {
        (context, message.findtext("source") or ""): message for context, message in messages(ts_path(code))
    }
    problems = []
    for name, context, text in marked_texts():
        message = translations.get((str(context), str(text)))
        if message is None:
            problems.append(f"{name}: {context}: {text!r} is not in the .ts file")
            continue
        fields = sorted(field for _, field, _, _ in string.Formatter().parse(str(text)) if field is not None)
        for translated in forms(message):
            got = sorted(
                field for _, field, _, _ in string.Formatter().parse(translated) if field is not None
            )
            if not translated.strip() or message.find("translation").get("type") is not None:  # type: ignore[union-attr]
                problems.append(f"{context}: {text!r} is not translated")
            elif got != fields:
                problems.append(f"{context}: {text!r} → {translated!r}: fields {got} instead of {fields}")
    assert not problems, "\n".join(problems)


def test_the_core_has_texts_with_plural_forms_and_lupdate_files_them_so() -> None:
    marks = plural_marks()
    assert len(marks) >= 3
    numerus = {
        (context, message.findtext("source"))
        for context, message in messages(ts_path("uk"))
        if message.get("numerus") == "yes"
    }
    assert all(mark in numerus for mark in marks), sorted(set(marks) - numerus)


def test_the_command_lines_english_plural_is_the_interfaces() -> None:
    """The core words its plural texts in English without Qt (util/text_marks.py's rule); the interface
    reads freecell_gui_en.ts: both say "1 card" and "2 cards" alike."""
    english = {
        (context, message.findtext("source")): forms(message) for context, message in messages(ts_path("en"))
    }
    for context, text in plural_marks():
        singular, plural = english[context, text]
        assert english_plural(text, 1) == singular.replace("%Ln", "1").replace("%n", "1"), text
        assert english_plural(text, 2000) == plural.replace("%Ln", "2,000").replace("%n", "2000"), text
