import { describe, expect, it } from 'vitest';
import { foldForSearch } from './arabic-fold.js';

describe('foldForSearch', () => {
  it('unifies alef forms', () => {
    expect(foldForSearch('أحمد')).toBe(foldForSearch('احمد'));
    expect(foldForSearch('إيطالي')).toBe(foldForSearch('ايطالي'));
    expect(foldForSearch('آلة')).toBe(foldForSearch('الة'));
  });

  it('folds taa marbuta to haa and alef maqsura to yaa', () => {
    expect(foldForSearch('مكرونة')).toBe('مكرونه');
    expect(foldForSearch('مستشفى')).toBe('مستشفي');
  });

  it('drops diacritics and tatweel', () => {
    expect(foldForSearch('مُحَمَّد')).toBe('محمد');
    expect(foldForSearch('كـــبير')).toBe('كبير');
  });

  it('turns Arabic-Indic digits into ASCII and lower-cases Latin', () => {
    expect(foldForSearch('SKU-٤٥٦')).toBe('sku-456');
    expect(foldForSearch('۱۲۳')).toBe('123');
  });

  it('collapses and trims white space', () => {
    expect(foldForSearch('  Olive   Oil ')).toBe('olive oil');
  });
});
