import { describe, expect, it } from 'vitest';
import { assertSelfContained } from '../../src/report/assertSelfContained.ts';
import { reportCharts } from '../../src/report/charts/reportCharts.ts';
import { reportHtml } from '../../src/report/reportHtml.ts';
import { vegaBrowserBundles } from '../../src/report/vegaBrowserBundles.ts';
import { duelSweepModel } from '../fixtures/report/duelSweepModel.ts';

const model = duelSweepModel();
const charts = reportCharts(model);
const html = reportHtml(model, charts, vegaBrowserBundles());

describe('reportHtml', () => {
  it('loads nothing from the network: no script, stylesheet or image with an http(s) address', () => {
    const outsideScripts = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2');
    expect(outsideScripts).not.toMatch(/<(script|link|img)\b[^>]*(src|href)=["']?(https?:)?\/\//i);
    expect(() => assertSelfContained(html)).not.toThrow();
  });

  it('carries vega, vega-lite and vega-embed inline, in that order, and every chart spec as JSON', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(5);
    const bundles = vegaBrowserBundles();
    expect(scripts[0]![2]).toBe(bundles.vega);
    expect(scripts[1]![2]).toBe(bundles.vegaLite);
    expect(scripts[2]![2]).toBe(bundles.vegaEmbed);
    expect(scripts[3]![1]).toContain('type="application/json"');
    const specs = JSON.parse(scripts[3]![2]!) as { id: string; spec: unknown }[];
    expect(specs.map((s) => s.id)).toEqual(charts.map((c) => c.id));
    expect(specs[0]!.spec).toEqual(JSON.parse(JSON.stringify(charts[0]!.spec)));
    for (const c of charts) expect(html).toContain(`<div class="chart" id="chart-${c.id}"`);
  });

  it('escapes text from the model, and keeps "</script>" in a label from ending the data early', () => {
    const odd = {
      ...model,
      experiment: { ...model.experiment, name: '<b>x</b>' },
      cells: model.cells.map((c, i) => (i === 0 ? { ...c, label: '</script><script>alert(1)</script>' } : c)),
    };
    const page = reportHtml(odd, reportCharts(odd), vegaBrowserBundles());
    expect(page).toContain('<h1>&#60;b&#62;x&#60;/b&#62;</h1>');
    expect(page).not.toContain('<script>alert(1)');
    expect(page.match(/<script\b/g)).toHaveLength(5);
  });

  it('rejects a page that would fetch from the network', () => {
    expect(() => assertSelfContained('<script src="https://cdn.example/vega.js"></script>')).toThrow(
      /self-contained/,
    );
    expect(() => assertSelfContained('<link rel="stylesheet" href="//cdn.example/a.css">')).toThrow(
      /self-contained/,
    );
    expect(() => assertSelfContained('<script>const u = "https://vega.github.io";</script>')).not.toThrow();
  });
});
