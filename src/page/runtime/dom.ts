/** In-page DOM helpers (visibility, kinds, description); serialized into the page, so self-contained. */
import type { Box, ElementInfo, ElementKind } from '../types.ts';

/**
 * Returns the helpers. The whole function is sent to the page as source (see runtime/source.ts), so it
 * may reference nothing outside its own body; nested functions are fine.
 */
export function domHelpers() {
  const KINDS: Record<ElementKind | 'other', string> = {
    checkbox: 'input[type=checkbox i], [role=checkbox], [role=switch], [role=menuitemcheckbox]',
    radio: 'input[type=radio i], [role=radio], [role=menuitemradio]',
    select: 'select, [role=combobox], [role=listbox]',
    button: 'button, input[type=button i], input[type=submit i], input[type=reset i], input[type=image i], [role=button], summary',
    link: 'a[href], area[href], [role=link]',
    input: 'input:not([type=hidden i]):not([type=button i]):not([type=submit i]):not([type=reset i]):not([type=image i]):not([type=checkbox i]):not([type=radio i]), textarea, [contenteditable=""], [contenteditable=true i], [role=textbox], [role=searchbox], [role=spinbutton], [role=slider]',
    image: 'img, svg[role=img], [role=img]',
    other: '[role=tab], [role=menuitem], [role=option], [role=treeitem], [onclick]',
  };
  const ORDER = ['checkbox', 'radio', 'select', 'button', 'link', 'input', 'image', 'other'] as const;
  const IMPLICIT_ROLES: Record<string, string> = {
    A: 'link', BUTTON: 'button', SELECT: 'combobox', TEXTAREA: 'textbox', IMG: 'img', SUMMARY: 'button',
    H1: 'heading', H2: 'heading', H3: 'heading', H4: 'heading', H5: 'heading', H6: 'heading', FORM: 'form',
  };
  const INPUT_ROLES: Record<string, string> = {
    checkbox: 'checkbox', radio: 'radio', button: 'button', submit: 'button', reset: 'button', image: 'button',
    range: 'slider', number: 'spinbutton', search: 'searchbox',
  };
  const SECRET_AUTOCOMPLETE = /^(current-password|new-password|one-time-code|cc-number|cc-csc|cc-exp)/i;

  function selectorFor(kind: ElementKind | 'all'): string {
    return kind === 'all' ? ORDER.map(k => KINDS[k]).join(', ') : KINDS[kind];
  }

  function kindOf(el: Element): ElementKind | 'other' {
    for (const kind of ORDER) {
      if (el.matches(KINDS[kind]))
        return kind;
    }
    return 'other';
  }

  /** Why the element is not shown to the user, or undefined when it is. */
  function hiddenReason(el: Element): string | undefined {
    if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
      return 'css';
    if (ariaHidden(el))
      return 'aria-hidden';
    if (transparent(el))
      return 'transparent';
    const rect = el.getBoundingClientRect();
    // The visually-hidden pattern (1px, clipped) is for screen readers, not for pointers.
    if (rect.width <= 1 || rect.height <= 1)
      return 'zero-size';
    // Left of or above the document origin can never be scrolled into view.
    if (rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0)
      return 'off-screen';
    return undefined;
  }

  /**
   * Fully transparent (opacity 0 on it or an ancestor). Checkboxes, radios and file inputs are
   * exempt: they are commonly made transparent and drawn over by a styled label, yet still operated.
   */
  function transparent(el: Element): boolean {
    if (el instanceof HTMLInputElement && /^(checkbox|radio|file)$/i.test(el.type))
      return false;
    return !el.checkVisibility({ opacityProperty: true });
  }

  /** aria-hidden="true" or inert on the element or an ancestor, across shadow roots. */
  function ariaHidden(el: Element): boolean {
    for (let node: Element | null = el; node; node = node.parentElement ?? hostOf(node)) {
      if (node.getAttribute('aria-hidden')?.toLowerCase() === 'true' || node.hasAttribute('inert'))
        return true;
    }
    return false;
  }

  function hostOf(el: Element): Element | null {
    const root = el.getRootNode();
    return root instanceof ShadowRoot ? root.host : null;
  }

  /** Images without alternative text or marked presentational are decoration. */
  function decorative(el: Element): boolean {
    const role = el.getAttribute('role');
    if (role === 'presentation' || role === 'none')
      return true;
    return el.tagName === 'IMG' && el.getAttribute('alt') === '' && !el.getAttribute('aria-label');
  }

  function roleOf(el: Element): string | undefined {
    const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0];
    if (explicit)
      return explicit;
    if (el.tagName === 'INPUT')
      return INPUT_ROLES[(el as HTMLInputElement).type] ?? 'textbox';
    if (el.tagName === 'A' && !el.hasAttribute('href'))
      return undefined;
    return IMPLICIT_ROLES[el.tagName];
  }

  function normalize(text: string | null | undefined): string {
    return (text ?? '').replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();
  }

  function clip(text: string, max: number): string {
    return text.length > max ? text.slice(0, max - 1) + '…' : text;
  }

  /** Passwords and fields the page marks as secret never show their value. */
  function isSecret(el: Element): boolean {
    const type = (el as HTMLInputElement).type?.toLowerCase?.();
    return type === 'password' || el.hasAttribute('data-secret') || el.hasAttribute('data-sensitive')
      || SECRET_AUTOCOMPLETE.test(el.getAttribute('autocomplete') ?? '');
  }

  function valueOf(el: Element): string | undefined {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement))
      return undefined;
    if (el instanceof HTMLInputElement && /^(checkbox|radio|button|submit|reset|image|file)$/i.test(el.type))
      return undefined;
    if (!el.value)
      return undefined;
    return isSecret(el) ? '[redacted]' : clip(el.value, 50);
  }

  /** A short accessible-ish label: aria-label, aria-labelledby, <label>, alt, title, placeholder. */
  function labelOf(el: Element): string {
    const aria = el.getAttribute('aria-label');
    if (aria)
      return normalize(aria);
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const text = by.split(/\s+/).map(id => document.getElementById(id)?.textContent ?? '').join(' ');
      if (normalize(text))
        return normalize(text);
    }
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length)
      return normalize(labels[0].innerText);
    const img = el.tagName === 'IMG' ? el : el.querySelector('img[alt]');
    const own = normalize(img?.getAttribute('alt') ?? el.getAttribute('title') ?? '');
    return own || besideText(el);
  }

  /** Short text right before a form field with no label (`<span>Nickname</span><input>`): what a user reads as its label. */
  function besideText(el: Element): string {
    if (!/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName))
      return '';
    const before = el.previousElementSibling;
    const text = normalize(before && !before.matches('input, select, textarea, button') ? before.textContent : '');
    return text.length <= 40 ? text : '';
  }

  function textOf(el: Element): string {
    if (el instanceof HTMLInputElement && /^(button|submit|reset)$/i.test(el.type))
      return clip(normalize(el.value) || labelOf(el), 50);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
      return clip(labelOf(el), 50);
    const own = normalize((el as HTMLElement).innerText ?? el.textContent);
    return clip(own || labelOf(el), 50);
  }

  function boxOf(rect: DOMRect): Box {
    return { x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height) };
  }

  function inViewport(rect: DOMRect): boolean {
    return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
  }

  function enabled(el: Element): boolean {
    if (el.matches(':disabled'))
      return false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (node.getAttribute('aria-disabled') === 'true')
        return false;
    }
    return true;
  }

  function describe(el: Element, index: number, ref: string | undefined): ElementInfo {
    const rect = el.getBoundingClientRect();
    const info: ElementInfo = {
      index, kind: kindOf(el), tag: el.tagName.toLowerCase(), text: textOf(el),
      visible: inViewport(rect), enabled: enabled(el), box: boxOf(rect),
    };
    if (ref)
      info.ref = ref;
    const role = roleOf(el);
    if (role)
      info.role = role;
    if (el instanceof HTMLInputElement) {
      info.type = el.type;
      if (el.type === 'checkbox' || el.type === 'radio')
        info.checked = el.checked;
    }
    const ariaChecked = el.getAttribute('aria-checked');
    if (ariaChecked && info.checked === undefined)
      info.checked = ariaChecked === 'true';
    const placeholder = el.getAttribute('placeholder');
    if (placeholder)
      info.placeholder = clip(placeholder, 50);
    const href = el.getAttribute('href');
    if (href !== null && (el.tagName === 'A' || el.tagName === 'AREA'))
      info.href = clip(href, 100);
    const value = valueOf(el);
    if (value !== undefined)
      info.value = value;
    const holder = el.closest('tr, li, [role=row], [role=listitem], article, [role=article]');
    const context = holder ? clip(normalize((holder as HTMLElement).innerText), 40) : '';
    if (context && context !== info.text)
      info.context = context;
    return info;
  }

  return { selectorFor, kindOf, hiddenReason, ariaHidden, transparent, decorative, roleOf, normalize, clip, isSecret, labelOf, describe, inViewport };
}

export type DomHelpers = ReturnType<typeof domHelpers>;
