"""The interface's words: the language and its translators, card names, the core's and Qt's messages."""
