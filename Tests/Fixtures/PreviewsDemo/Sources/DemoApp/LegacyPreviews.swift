import Vellum

struct StatusCard_Previews: PreviewProvider {
    static var previews: some View {
        StatusCard(title: "Nightly", progress: 0.33)
            .previewLayout(.fixed(width: 240, height: 100))
            .previewDisplayName("Nightly")
        StatusCard(title: "Release", progress: 0.8)
            .previewDevice("iPhone SE (3rd generation)")
    }
}
