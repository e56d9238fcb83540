import { describe, expect, it } from 'vitest';
import { inRange, parsePoint } from './parse-point';

describe('parsePoint', () => {
  it('reads the forms a Google Maps link takes', () => {
    expect(parsePoint('https://www.google.com/maps/@30.0444,31.2357,15z')).toEqual({ lat: 30.0444, lng: 31.2357 });
    expect(parsePoint('https://maps.google.com/?q=30.0444,31.2357')).toEqual({ lat: 30.0444, lng: 31.2357 });
    expect(parsePoint('https://www.google.com/maps/search/?api=1&query=-33.8568%2C151.2153')).toEqual({ lat: -33.8568, lng: 151.2153 });
    expect(parsePoint('https://www.google.com/maps/place/Cairo+Tower/@30.0459,31.2243,17z/data=!4m6!3m5!3d30.04!4d31.23')).toEqual({ lat: 30.04, lng: 31.23 });
    expect(parsePoint('https://www.google.com/maps/place/Cairo/@30.0596,31.2234,12z')).toEqual({ lat: 30.0596, lng: 31.2234 });
  });

  it('reads a bare pair, with a Latin or an Arabic comma', () => {
    expect(parsePoint(' 30.0444, 31.2357 ')).toEqual({ lat: 30.0444, lng: 31.2357 });
    expect(parsePoint('30.0444،31.2357')).toEqual({ lat: 30.0444, lng: 31.2357 });
    expect(parsePoint('-12 -77.5')).toEqual({ lat: -12, lng: -77.5 });
  });

  it('finds no pair in one number, words or a link without coordinates', () => {
    expect(parsePoint('30.0444')).toBeNull();
    expect(parsePoint('Cairo')).toBeNull();
    expect(parsePoint('https://maps.app.goo.gl/abc123')).toBeNull();
    expect(parsePoint('100%')).toBeNull();
  });
});

describe('inRange', () => {
  it('holds latitude to ±90 and longitude to ±180', () => {
    expect(inRange('lat', 90)).toBe(true);
    expect(inRange('lat', -90.5)).toBe(false);
    expect(inRange('lng', -180)).toBe(true);
    expect(inRange('lng', 180.01)).toBe(false);
    expect(inRange('lat', Number.NaN)).toBe(false);
  });
});
