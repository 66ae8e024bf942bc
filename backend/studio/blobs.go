package studio

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/jpeg"
	_ "image/png" // screenshots are PNG
)

// GetBlob returns a stored screenshot as a data: URL; with maxWidth > 0 a
// JPEG scaled down to at most that width (a thumbnail).
func (s *Studio) GetBlob(key string, maxWidth int) (string, error) {
	data, mime, err := s.Blob(key, maxWidth)
	if err != nil {
		return "", err
	}
	return "data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(data), nil
}

// Blob returns a stored blob's bytes and MIME type, scaled as GetBlob
// does. It is not an API method: the HTTP transport serves it at
// /api/blob/KEY.
func (s *Studio) Blob(key string, maxWidth int) ([]byte, string, error) {
	data, err := s.store.Blob(key)
	if err != nil {
		return nil, "", notFound(err, "screenshot %s not found", key)
	}
	if maxWidth <= 0 {
		return data, "image/png", nil
	}
	thumb, err := thumbnail(data, maxWidth)
	if err != nil {
		return nil, "", AsError(err)
	}
	return thumb, "image/jpeg", nil
}

// thumbnail scales a PNG down to at most maxWidth pixels wide (box
// filter) and encodes it as JPEG.
func thumbnail(png []byte, maxWidth int) ([]byte, error) {
	src, _, err := image.Decode(bytes.NewReader(png))
	if err != nil {
		return nil, fmt.Errorf("decoding screenshot: %w", err)
	}
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	if w > maxWidth {
		h = max(1, h*maxWidth/w)
		w = maxWidth
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		y0, y1 := b.Min.Y+y*b.Dy()/h, b.Min.Y+(y+1)*b.Dy()/h
		for x := 0; x < w; x++ {
			x0, x1 := b.Min.X+x*b.Dx()/w, b.Min.X+(x+1)*b.Dx()/w
			var r, g, bl, a, n uint32
			for sy := y0; sy < max(y1, y0+1); sy++ {
				for sx := x0; sx < max(x1, x0+1); sx++ {
					cr, cg, cb, ca := src.At(sx, sy).RGBA()
					r, g, bl, a, n = r+cr, g+cg, bl+cb, a+ca, n+1
				}
			}
			i := dst.PixOffset(x, y)
			dst.Pix[i], dst.Pix[i+1], dst.Pix[i+2], dst.Pix[i+3] = uint8(r/n>>8), uint8(g/n>>8), uint8(bl/n>>8), uint8(a/n>>8)
		}
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, dst, &jpeg.Options{Quality: 80}); err != nil {
		return nil, fmt.Errorf("encoding thumbnail: %w", err)
	}
	return out.Bytes(), nil
}
