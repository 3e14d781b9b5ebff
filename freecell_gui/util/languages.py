"""The interface's languages and how a locale name picks one. Qt-free, so that the command line can
check ``--lang`` without loading Qt; freecell_gui/ui/text/i18n.py installs the chosen one.
"""

from __future__ import annotations

from dataclasses import dataclass

from freecell_gui.core.deal_numbers import shorten_for_message


@dataclass(frozen=True)
class Language:
    code: str  # names the .qm files, ours (freecell_gui_<code>.qm) and Qt's (qtbase_<code>.qm)
    native_name: str  # as the language menu lists it, whatever language the interface is in


SOURCE_LANGUAGE = "en"
LANGUAGES: tuple[Language, ...] = (
    Language(SOURCE_LANGUAGE, "English"),
    Language("pt_BR", "Português (Brasil)"),
    Language("ja", "日本語"),
    Language("uk", "Українська"),
    Language("zh_CN", "简体中文"),
)
LANGUAGE_CODES: tuple[str, ...] = tuple(language.code for language in LANGUAGES)
_BY_LOWER_CODE = {code.lower(): code for code in LANGUAGE_CODES}
# A language we have in one variant only stands in for its others: Portuguese of Portugal reads pt_BR
# better than English, and Chinese of any script reads zh_CN (the one Chinese we ship) better too.
_BY_LANGUAGE = {code.split("_")[0].lower(): code for code in LANGUAGE_CODES}


def match_language(name: str) -> str | None:
    """Our language code for a locale or language name, or None if we have none of it.

    Takes what systems and users write: ``pt_BR``, ``pt-BR``, ``pt_BR.UTF-8``, ``ja_JP``, ``zh-Hans-CN``,
    ``UK``; ``C`` and ``POSIX`` mean English.
    """
    cleaned = name.strip().split(".")[0].split("@")[0].replace("-", "_").lower()
    if cleaned in ("c", "posix"):
        return SOURCE_LANGUAGE
    if cleaned in _BY_LOWER_CODE:
        return _BY_LOWER_CODE[cleaned]
    parts = cleaned.split("_")
    if len(parts) > 1 and f"{parts[0]}_{parts[-1]}" in _BY_LOWER_CODE:  # zh_Hans_CN
        return _BY_LOWER_CODE[f"{parts[0]}_{parts[-1]}"]
    return _BY_LANGUAGE.get(parts[0])


def parse_language_option(text: str) -> str:
    """``--lang``'s value as one of our codes; ValueError naming the choices otherwise."""
    code = match_language(text)
    if code is None:
        choices = ", ".join(f"{language.code} ({language.native_name})" for language in LANGUAGES)
        raise ValueError(f"no interface in {shorten_for_message(text)}: the languages are {choices}")
    return code
