/**
 * An element's whole text with and without its decorative parts: an avatar's initials marked
 * aria-hidden beside a name do not stop "the assignee is Maya Chen"; initials a page does not mark
 * so are part of the text, and no part of the name, nor another row's, passes.
 */
import { test } from '@playwright/test';
import { checkCases, type CheckCase } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const TICKETS = (avatar: string) => `<table><tr><th>Ticket</th><th>Assignee</th></tr>
  <tr><td>#1041</td><td><span class="avatar" ${avatar}>TB</span>Tom Becker</td></tr>
  <tr><td>#1042</td><td><span class="avatar" ${avatar}>MC</span>Maya Chen</td></tr></table>`;

const CASES: CheckCase[] = [
  [TICKETS('aria-hidden="true"'), 'assertTextPresent', { target: 'assignee for "#1042"', text: 'Maya Chen', match: 'exact' }, 'pass'],
  [TICKETS('aria-hidden="true"'), 'assertTextPresent', { target: 'assignee for "#1041"', text: 'Maya Chen', match: 'exact' }, 'fail'],
  [TICKETS('aria-hidden="true"'), 'assertTextPresent', { target: 'assignee for "#1042"', text: 'Maya', match: 'exact' }, 'fail'],
  [TICKETS('aria-hidden="true"'), 'assertTextAbsent', { target: 'assignee for "#1042"', text: 'Maya Chen', match: 'exact' }, 'fail'],
  // Not marked decorative: the initials are part of what the cell says.
  [TICKETS(''), 'assertTextPresent', { target: 'assignee for "#1042"', text: 'Maya Chen', match: 'exact' }, 'fail'],
];

checkCases(CASES);
