#!/bin/sh
cd /work/main && PROBE="$1" npx playwright test --config .probe/playwright.config.ts 2>&1 | grep -v "warn\|Running\|passed\|^$\|✓"
