/**
 * Every module that registers a selector engine of ours when it loads (playwright/engines.ts). A
 * document's injected script takes the engines registered when it was made, so the fixtures import
 * this before the test's first page exists, even though the code that uses the engines loads later.
 */
import '../locator/caption-field.ts';
import '../locator/item-kind.ts';
import '../locator/near-text.ts';
import '../locator/own-label.ts';
import '../playwright/ref-engine.ts';
import './assertions/caption-value.ts';
import './assertions/column-cell.ts';
import './assertions/described-engine.ts';
import './assertions/shown-text-engine.ts';
import './element.ts';
import './select-engine.ts';
