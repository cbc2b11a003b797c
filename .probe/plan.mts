import { planStep } from '/work/main/src/steps/index.ts';
for (const s of process.argv.slice(2)) console.log(s, '→', JSON.stringify(planStep(s)));
