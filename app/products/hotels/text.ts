/**
 * How hotel searches compare text (pure, shared by server and browser): a destination or a
 * property name typed in any of the four languages, on any keyboard, matches what the
 * inventory stores once both sides are normalised here.
 *
 * It is the site's one search normalisation (`normalizeSearchText`, decision 019) with the
 * spaces taken out, because the inventory stores each name once as `search_name` and looks it
 * up with a substring match; ß and the dotless ı, which Unicode does not fold, are spelled out.
 * The seeder stores `search_name` through this function: re-seed after changing it.
 */
import { normalizeSearchText } from "~/utils/search-text";

/**
 * "Saadat Abad", "saadatabad", "سعادت‌آباد" and "سعادت آباد" compare by letters alone; "كيش"
 * typed on an Arabic keyboard finds "کیش"; "İstanbul", "Istanbul" and "ıstanbul" are one.
 */
export function normaliseSearchText(value: string): string {
  return normalizeSearchText(value.replace(/ß/g, "ss").replace(/ı/g, "i")).replace(/ /g, "");
}
