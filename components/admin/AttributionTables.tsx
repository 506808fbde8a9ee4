import type { AttributedFigures, CampaignFigures } from '@/lib/commerce';
import { campaignLabel } from '@/lib/domain/campaign';
import { ATTRIBUTION_PERIODS } from '@/lib/domain/dashboard';
import { formatPounds } from '@/lib/domain/money';
import { ListTable } from './ListTable';
import { CELL, ROW } from './styles';

const COLUMNS = ATTRIBUTION_PERIODS.flatMap(({ label }) => [
  { label: `Orders, ${label.toLowerCase()}`, numeric: true },
  { label: `Takings, ${label.toLowerCase()}`, numeric: true },
]);

function FigureCells({ periods }: { periods: AttributedFigures }) {
  return ATTRIBUTION_PERIODS.map(({ key }) => [
    <td key={`${key}-orders`} className={`${CELL} text-right`}>
      {periods[key].orders}
    </td>,
    <td key={`${key}-takings`} className={`${CELL} text-right`}>
      {formatPounds(periods[key].takingsPence)}
    </td>,
  ]);
}

interface AttributionRow {
  key: string;
  label: string;
  periods: AttributedFigures;
}

/** One way of telling what brought the orders: a row per code or campaign, or a line saying there are none. */
function AttributionTable({ heading, firstColumn, caption, rows, empty }: { heading: string; firstColumn: string; caption: string; rows: AttributionRow[]; empty: string }) {
  return (
    <>
      <h3 className="text-xl font-semibold text-moss-900">{heading}</h3>
      {rows.length ? (
        <ListTable columns={[firstColumn, ...COLUMNS]} caption={caption} focusableFrame>
          {rows.map(({ key, label, periods }) => (
            <tr key={key} className={ROW}>
              <th scope="row" className={`${CELL} font-semibold [overflow-wrap:anywhere]`}>
                {label}
              </th>
              <FigureCells periods={periods} />
            </tr>
          ))}
        </ListTable>
      ) : (
        <p className="text-slate-800">{empty}</p>
      )}
    </>
  );
}

/**
 * What brought the orders (docs/adr/0035): by discount code and by campaign, over the last 7 and 30
 * UK days, by the same rules as the takings above. Campaigns are known only for shoppers who allowed
 * marketing cookies, so the tables say so rather than pass for the whole shop.
 */
export function AttributionTables({ figures }: { figures: CampaignFigures }) {
  return (
    <section aria-labelledby="attribution-heading" className="space-y-3">
      <h2 id="attribution-heading" className="text-2xl font-bold text-moss-900">
        What brought the orders
      </h2>
      <p className="max-w-prose text-slate-700">
        Orders paid, and payments less refunds given, in each period (UK days), by the discount code on the order and by the campaign of the visit that brought
        the shopper. Campaigns are recorded only for shoppers who allow marketing cookies.
      </p>
      <AttributionTable
        heading="By code"
        firstColumn="Code"
        caption="Orders and takings by discount code, most orders first"
        rows={figures.byCode.map(({ code, periods }) => ({ key: code, label: code, periods }))}
        empty="No order with a code in the last 30 days."
      />
      <AttributionTable
        heading="By campaign"
        firstColumn="Source / medium / campaign"
        caption="Orders and takings by campaign, most orders first"
        rows={figures.byCampaign.map(({ campaign, periods }) => ({ key: JSON.stringify(campaign), label: campaignLabel(campaign), periods }))}
        empty="No order from a campaign in the last 30 days."
      />
    </section>
  );
}
