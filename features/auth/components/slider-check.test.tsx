// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { getImageConfig } from '../api/get-image-config';
import { sliderRisk } from '../api/slider-risk';
import { SliderCheck } from './slider-check';

vi.mock('../api/get-image-config', () => ({ getImageConfig: vi.fn() }));
vi.mock('../api/slider-risk', () => ({ sliderRisk: vi.fn() }));

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let served = 0;

beforeAll(() => {
  // jsdom has no pointer capture.
  HTMLElement.prototype.setPointerCapture = () => undefined;
});

beforeEach(() => {
  served = 0;
  vi.mocked(getImageConfig).mockReset();
  vi.mocked(getImageConfig).mockImplementation(async () => {
    served += 1;
    return {
      challengeId: `challenge-${served}`,
      width: 300,
      height: 150,
      pieceSize: 44,
      pieceY: 40,
      background: `${PNG}#background-${served}`,
      piece: `${PNG}#piece`,
    };
  });
  vi.mocked(sliderRisk).mockReset();
});

function setup(onPass = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en" messages={en}>
        <SliderCheck onPass={onPass} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return onPass;
}

async function drag(to: number[]) {
  const handle = await screen.findByTestId('slider-handle');
  fireEvent.pointerDown(handle, { pointerId: 1, clientX: 500 });
  for (const x of to) fireEvent.pointerMove(handle, { pointerId: 1, clientX: 500 + x });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 500 + (to[to.length - 1] ?? 0) });
}

describe('SliderCheck', () => {
  it('shows the server’s raster picture and piece, the piece at the given height', async () => {
    setup();
    const picture = await screen.findByTestId('slider-picture');
    expect(picture).toHaveAttribute('src', `${PNG}#background-1`);
    const piece = document.querySelector(`img[src="${PNG}#piece"]`);
    expect(piece).toHaveStyle({ top: '40px', left: '0px' });
  });

  it('sends every pointer position of the drag with its time and the release point', async () => {
    vi.mocked(sliderRisk).mockResolvedValue({ sliderToken: 'pass-1' });
    const onPass = setup();
    await drag([20, 60, 110, 140, 150]);
    await waitFor(() => expect(onPass).toHaveBeenCalledWith('pass-1'));
    const body = vi.mocked(sliderRisk).mock.calls[0]?.[0] as {
      challengeId: string;
      x: number;
      trace: { x: number; t: number }[];
    };
    expect(body.challengeId).toBe('challenge-1');
    expect(body.x).toBe(150);
    expect(body.trace.map((p) => p.x)).toEqual([0, 20, 60, 110, 140, 150, 150]);
    for (let i = 1; i < body.trace.length; i++)
      expect(body.trace[i]?.t).toBeGreaterThanOrEqual(body.trace[i - 1]?.t ?? 0);
  });

  it('keeps the piece inside the picture however far the pointer goes', async () => {
    vi.mocked(sliderRisk).mockResolvedValue({ sliderToken: 'pass-2' });
    setup();
    await drag([100, 400]);
    await waitFor(() => expect(sliderRisk).toHaveBeenCalled());
    expect((vi.mocked(sliderRisk).mock.calls[0]?.[0] as { x: number }).x).toBe(256);
  });

  it('says the check failed and shows a new puzzle after a miss', async () => {
    vi.mocked(sliderRisk).mockRejectedValue(new Error('102020721'));
    const onPass = setup();
    await drag([30, 50]);
    expect(await screen.findByText(en.Auth.sliderFailed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('slider-picture')).toHaveAttribute('src', `${PNG}#background-2`),
    );
    expect(onPass).not.toHaveBeenCalled();
  });

  it('loads another puzzle on request', async () => {
    setup();
    await screen.findByTestId('slider-picture');
    fireEvent.click(screen.getByRole('button', { name: en.Auth.sliderRefresh }));
    await waitFor(() =>
      expect(screen.getByTestId('slider-picture')).toHaveAttribute('src', `${PNG}#background-2`),
    );
  });
});
